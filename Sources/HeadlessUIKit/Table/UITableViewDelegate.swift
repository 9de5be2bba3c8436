import Foundation

/// What a table view tells about a user's interaction with its rows, and, as UIKit's, about its
/// scrolling (`UIScrollViewDelegate`).
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// The row's height, asked before its cell each time the row comes into the window or is
    /// reloaded, as UIKit does with its default estimated heights.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
}

extension UITableViewDelegate {
    /// UIKit's optional methods: a delegate that does not implement them leaves the row alone.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
}

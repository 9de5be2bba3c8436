import Foundation

/// What a table view tells about a user's interaction with its rows.
@MainActor
public protocol UITableViewDelegate: AnyObject {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

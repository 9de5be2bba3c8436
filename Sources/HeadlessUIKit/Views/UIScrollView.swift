import Foundation

/// A view whose content moves under it, as UIKit's: `contentOffset` is the point of the content
/// shown at its top-left. Its table subclass moves the offset row by row and tells its delegate
/// (`UIScrollViewDelegate.scrollViewDidScroll(_:)`) each time it moves.
@MainActor
open class UIScrollView: UIView {
    private var offset = CGPoint.zero

    /// The point of the content at the view's top-left, `.zero` at the top.
    open var contentOffset: CGPoint {
        get { offset }
        set { offset = newValue }
    }

    /// Moves the content, as UIKit's; the kit does not animate.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }
}

/// What a scroll view tells about its scrolling, as UIKit's; a table's delegate is one.
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// Called each time the content offset changes: a user's scroll, or code that scrolls.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// UIKit's optional method: a delegate that does not implement it hears nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

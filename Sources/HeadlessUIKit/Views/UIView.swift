import Foundation

/// The root of the headless view tree: a box with subviews and an accessibility identifier,
/// which is how the suite finds what a user would see.
@MainActor
open class UIView {
    public var accessibilityIdentifier: String?
    open var isHidden = false
    /// Where the view sits in its superview. The kit lays nothing out: a frame is what the code set.
    public var frame = CGRect.zero
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?

    public init(identifier: String? = nil) {
        accessibilityIdentifier = identifier
    }

    public func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    public func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// The topmost ancestor, where screen-wide overlays (toasts) go.
    public var rootView: UIView {
        superview?.rootView ?? self
    }

    /// Whether a user can see it: neither it nor any ancestor is hidden.
    public var isVisibleOnScreen: Bool {
        !isHidden && (superview?.isVisibleOnScreen ?? true)
    }

    /// The first view in this subtree (itself included, depth first) with the identifier.
    public func firstView(withIdentifier identifier: String) -> UIView? {
        if accessibilityIdentifier == identifier { return self }
        for child in subviews {
            if let match = child.firstView(withIdentifier: identifier) { return match }
        }
        return nil
    }

    /// This view and every view below it, depth first.
    public var allViews: [UIView] {
        [self] + subviews.flatMap(\.allViews)
    }

    /// The UI work this view did itself; subclasses that draw add theirs.
    open var ownWork: UIWork { UIWork() }

    /// The UI work of this subtree.
    public var uiWork: UIWork {
        subviews.reduce(ownWork) { $0 + $1.uiWork }
    }
}

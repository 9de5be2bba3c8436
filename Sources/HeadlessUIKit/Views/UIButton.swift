/// A button with a title, an image name and one tap action.
@MainActor
public final class UIButton: UIView {
    public var title: String?
    public var imageName: String?
    public var isEnabled = true
    private var action: (@MainActor () -> Void)?

    /// Sets what a tap does (UIKit's target-action for `.touchUpInside`, as a closure).
    public func addAction(_ action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    /// A user's tap: nothing happens on a disabled or hidden button.
    public func tap() {
        guard isEnabled, isVisibleOnScreen else { return }
        action?()
    }
}

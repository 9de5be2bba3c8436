/// A short message over the whole screen (Toast-Swift's `makeToast`). It stays in the tree so a
/// test can read it; a real one would fade out.
@MainActor
public final class ToastView: UIView {
    public static let identifier = "toast"
    public let label = UILabel(identifier: "toast.text")

    init(message: String) {
        super.init(identifier: Self.identifier)
        label.text = message
        addSubview(label)
    }
}

extension UIView {
    /// Shows the message as a toast on the screen this view is part of.
    public func makeToast(_ message: String) {
        rootView.addSubview(ToastView(message: message))
    }
}

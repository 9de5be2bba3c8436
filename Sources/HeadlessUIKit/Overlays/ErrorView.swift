/// The full-size error page a module shows in place of its content (the seed's `showErrorInView:info:`).
@MainActor
public final class ErrorView: UIView {
    public static let identifier = "errorView"
    public let messageLabel = UILabel(identifier: "errorView.message")

    init() {
        super.init(identifier: Self.identifier)
        addSubview(messageLabel)
    }
}

extension UIView {
    /// Shows the message in this view's error page, adding the page if it is not there yet.
    public func showError(_ message: String) {
        let page =
            subviews.lazy.compactMap { $0 as? ErrorView }.first
            ?? {
                let page = ErrorView()
                addSubview(page)
                return page
            }()
        page.messageLabel.text = message
    }

    public func hideError() {
        for subview in subviews where subview is ErrorView { subview.removeFromSuperview() }
    }
}

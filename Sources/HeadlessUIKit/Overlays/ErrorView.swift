/// The full-size error page a module shows in place of its content (the seed's `showErrorInView:info:`),
/// with a "重试" button when the module can ask again.
@MainActor
public final class ErrorView: UIView {
    public static let identifier = "errorView"
    public let messageLabel = UILabel(identifier: "errorView.message")
    public let retryButton = UIButton(identifier: "errorView.retry")
    fileprivate var retry: (@MainActor () -> Void)?

    init() {
        super.init(identifier: Self.identifier)
        addSubview(messageLabel)
        retryButton.setTitle("重试", for: .normal)
        addSubview(retryButton)
        retryButton.addAction(
            UIAction { [weak self] _ in
                guard let self, let retry else { return }
                removeFromSuperview()
                retry()
            }, for: .touchUpInside)
    }
}

extension UIView {
    /// Shows the message in this view's error page, adding the page if it is not there yet. With
    /// `retry`, the page has a "重试" button, whose tap removes the page and runs it.
    public func showError(_ message: String, retry: (@MainActor () -> Void)? = nil) {
        let page =
            subviews.lazy.compactMap { $0 as? ErrorView }.first
            ?? {
                let page = ErrorView()
                addSubview(page)
                return page
            }()
        page.messageLabel.text = message
        page.retry = retry
        page.retryButton.isHidden = retry == nil
    }

    public func hideError() {
        for subview in subviews where subview is ErrorView { subview.removeFromSuperview() }
    }
}

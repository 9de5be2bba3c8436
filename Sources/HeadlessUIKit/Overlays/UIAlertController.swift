/// A modal question with actions; a user's tap on an action dismisses it and runs the handler.
@MainActor
public final class UIAlertController: UIViewController {
    public let message: String?
    public private(set) var actions: [UIAlertAction] = []

    public init(title: String?, message: String?) {
        self.message = message
        super.init()
        self.title = title
    }

    public func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// A user's tap on the action with the title; returns false when there is none.
    @discardableResult
    public func tapAction(titled title: String) -> Bool {
        guard let action = actions.first(where: { $0.title == title }) else { return false }
        presentingViewController?.dismiss()
        action.handler?(action)
        return true
    }
}

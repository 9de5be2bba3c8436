/// A modal question with actions; a user's tap on an action dismisses it and runs the handler.
@MainActor
public final class UIAlertController: UIViewController {
    /// How the alert shows, as in UIKit; the kit does not draw it.
    public enum Style: Sendable {
        case actionSheet, alert
    }

    public let message: String?
    public let preferredStyle: Style
    public private(set) var actions: [UIAlertAction] = []

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
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
        dismiss(animated: true)
        action.handler?(action)
        return true
    }
}

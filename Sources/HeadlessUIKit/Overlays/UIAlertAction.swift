/// One button of an alert.
@MainActor
public final class UIAlertAction {
    /// How the action reads, as in UIKit; the kit does not draw it.
    public enum Style: Sendable {
        case `default`, cancel, destructive
    }

    public let title: String
    public let style: Style
    let handler: (@MainActor (UIAlertAction) -> Void)?

    public init(title: String, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

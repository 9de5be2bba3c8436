/// What a control runs for an event (`addAction(_:for:)`), as UIKit's closure-based target-action.
@MainActor
public final class UIAction {
    public let title: String
    let handler: @MainActor (UIAction) -> Void

    public init(title: String = "", handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.handler = handler
    }
}

import Catalog
import Harness
import HeadlessUIKit

/// The one action traced on each screen, as the tour follows it: the screen is opened and its
/// answers arrive, then the action runs and its request is answered.
struct TraceAction: Sendable {
    let screen: String
    /// What the user does, as the page says it.
    let action: String
    /// The bench's name for the same user action, if the bench times it.
    let bench: String?
    /// Opens the screen where the action starts, and gives the action.
    let prepare: @MainActor @Sendable (ArchitectureEntry) -> () -> Void

    static let all: [TraceAction] = [
        TraceAction(screen: "Profile", action: "a like on the first blog", bench: "like one row") { architecture in
            let screen = ProfileScreen(architecture)
            return { screen.tapLike(row: 0) }
        },
        TraceAction(screen: "Login", action: "the phone number's last digit", bench: nil) { architecture in
            let screen = LoginScreen(architecture)
            screen.type("1380013800", into: LoginScreen.phoneField)
            return { screen.type("0", into: LoginScreen.phoneField) }
        },
        TraceAction(screen: "Cart", action: "a \"+\" on the first row", bench: "cart: + on a row") { architecture in
            let screen = CartScreen(architecture)
            return { screen.tapAdd(row: 0) }
        },
        TraceAction(screen: "Messages", action: "\"查看详情\" on the first unread message", bench: "messages: expand a row")
        { architecture in
            let screen = MessagesScreen(architecture)
            let row = (0..<5).first { screen.row($0)?.isUnread == true && screen.row($0)?.more == "查看详情" } ?? 0
            return { screen.tapMore(row: row) }
        },
        TraceAction(screen: "Goods", action: "a like on the first goods", bench: "goods: like a row") { architecture in
            let screen = GoodsScreen(architecture)
            return { screen.tapLike(row: 0) }
        },
        TraceAction(screen: "Friends", action: "\"+关注\" in the follow list", bench: nil) { architecture in
            let screen = FriendsScreen(architecture, list: .follows)
            let row = (0..<5).first { screen.row($0)?.right == "+关注" } ?? 0
            return { screen.tapRight(row: row) }
        },
    ]
}

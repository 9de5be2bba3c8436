/// One piece of logic that every architecture's unit tests cover, so that the same case can be
/// compared across architectures.
///
/// Each architecture marks the test of a case with a `/// LogicCase: <title>` line above its
/// `@Test`: the marker, not the function's name, says which case a test covers.
public struct LogicCase: Codable, Equatable, Sendable {
    public let title: String
    /// The screen whose logic it is, as its folder is named (`Profile`, `Login`).
    public let screen: String

    init(_ title: String, screen: String = "Profile") {
        self.title = title
        self.screen = screen
    }

    /// The marker that names this case above its unit test.
    public var marker: String { "\(Self.markerPrefix)\(title)" }
    public static let markerPrefix = "/// LogicCase: "
    /// The marker of a unit test a change request's diff writes for the change's own logic.
    public static let changeMarkerPrefix = "/// ChangeCase: "

    public static let all = [
        LogicCase("like: in flight"),
        LogicCase("like: success"),
        LogicCase("like: failure"),
        LogicCase("like: double tap"),
        LogicCase("paging: refresh replaces"),
        LogicCase("paging: load more appends"),
        LogicCase("paging: no more"),
        LogicCase("paging: a stale page is dropped"),
        LogicCase("follow: optimistic"),
        LogicCase("follow: rollback"),
        LogicCase("follow: unfollow confirmation"),
        LogicCase("user info: texts and fallbacks"),
        LogicCase("draft: date text"),
        LogicCase("login: validity", screen: "Login"),
        LogicCase("login: avatar lookup", screen: "Login"),
        LogicCase("login: success", screen: "Login"),
        LogicCase("login: failure", screen: "Login"),
        LogicCase("login: double tap", screen: "Login"),
        LogicCase("cart: the total follows every change", screen: "Cart"),
        LogicCase("cart: + stops at 200, − at 1", screen: "Cart"),
        LogicCase("cart: a failed change is undone", screen: "Cart"),
        LogicCase("cart: a failed deletion comes back in place", screen: "Cart"),
        LogicCase("cart: rows in flight are independent", screen: "Cart"),
        LogicCase("messages: frames and heights", screen: "Messages"),
        LogicCase("messages: one receipt, undone when it fails", screen: "Messages"),
        LogicCase("messages: a refresh keeps state", screen: "Messages"),
        LogicCase("goods: the freight text", screen: "Goods"),
        LogicCase("goods: the user id text", screen: "Goods"),
        LogicCase("goods: the 芝麻认证 mark", screen: "Goods"),
        LogicCase("goods: paging and the footer", screen: "Goods"),
        LogicCase("friends: the texts of two implementations", screen: "Friends"),
        LogicCase("friends: 加好友, 验证中 and 好友", screen: "Friends"),
        LogicCase("friends: +关注 and 已关注", screen: "Friends"),
        LogicCase("friends: delete keeps a friend, removes a follow", screen: "Friends"),
    ]

    /// The screens the cases belong to, in the order of `all`.
    public static var screens: [String] {
        all.firstOccurrences(of: \.screen)
    }
}

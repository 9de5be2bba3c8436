/// One piece of logic that every architecture's unit tests cover, named by the test function
/// that covers it, so that the same case can be compared across architectures.
public struct LogicCase: Codable, Equatable, Sendable {
    /// The name of the test function, the same in every `Tests/<Arch>Tests` target.
    public let id: String
    public let title: String
    /// The screen whose logic it is, as its folder is named (`Profile`, `Login`).
    public let screen: String

    init(id: String, title: String, screen: String = "Profile") {
        self.id = id
        self.title = title
        self.screen = screen
    }

    public static let all = [
        LogicCase(id: "likeInFlight", title: "like: in flight"),
        LogicCase(id: "likeSuccess", title: "like: success"),
        LogicCase(id: "likeFailure", title: "like: failure"),
        LogicCase(id: "likeDoubleTap", title: "like: double tap"),
        LogicCase(id: "pagingRefreshReplaces", title: "paging: refresh replaces"),
        LogicCase(id: "pagingLoadMoreAppends", title: "paging: load more appends"),
        LogicCase(id: "pagingNoMore", title: "paging: no more"),
        LogicCase(id: "pagingStalePageDropped", title: "paging: a stale page is dropped"),
        LogicCase(id: "followOptimistic", title: "follow: optimistic"),
        LogicCase(id: "followRollback", title: "follow: rollback"),
        LogicCase(id: "unfollowConfirmation", title: "follow: unfollow confirmation"),
        LogicCase(id: "userInfoTexts", title: "user info: texts and fallbacks"),
        LogicCase(id: "draftDateText", title: "draft: date text"),
        LogicCase(id: "loginValidation", title: "login: validity", screen: "Login"),
        LogicCase(id: "loginAvatarLookup", title: "login: avatar lookup", screen: "Login"),
        LogicCase(id: "loginSuccess", title: "login: success", screen: "Login"),
        LogicCase(id: "loginFailure", title: "login: failure", screen: "Login"),
        LogicCase(id: "loginDoubleTap", title: "login: double tap", screen: "Login"),
        LogicCase(id: "cartTotal", title: "cart: the total follows every change", screen: "Cart"),
        LogicCase(id: "cartLimits", title: "cart: + stops at 200, − at 1", screen: "Cart"),
        LogicCase(id: "cartChangeRollback", title: "cart: a failed change is undone", screen: "Cart"),
        LogicCase(id: "cartDeleteRollback", title: "cart: a failed deletion comes back in place", screen: "Cart"),
        LogicCase(id: "cartRowsIndependent", title: "cart: rows in flight are independent", screen: "Cart"),
        LogicCase(id: "messagesLayout", title: "messages: frames and heights", screen: "Messages"),
        LogicCase(id: "messagesReadReceipt", title: "messages: one receipt, undone when it fails", screen: "Messages"),
        LogicCase(id: "messagesRefreshKeepsState", title: "messages: a refresh keeps state", screen: "Messages"),
        LogicCase(id: "goodsFreightText", title: "goods: the freight text", screen: "Goods"),
        LogicCase(id: "goodsUserIdText", title: "goods: the user id text", screen: "Goods"),
        LogicCase(id: "goodsVerifiedMark", title: "goods: the 芝麻认证 mark", screen: "Goods"),
        LogicCase(id: "goodsPagingFooter", title: "goods: paging and the footer", screen: "Goods"),
        LogicCase(id: "friendsCellTexts", title: "friends: the texts of two implementations", screen: "Friends"),
        LogicCase(id: "friendRightButton", title: "friends: 加好友, 验证中 and 好友", screen: "Friends"),
        LogicCase(id: "followRightButton", title: "friends: +关注 and 已关注", screen: "Friends"),
        LogicCase(id: "friendsDeleteRow", title: "friends: delete keeps a friend, removes a follow", screen: "Friends"),
    ]

    /// The screens the cases belong to, in the order of `all`.
    public static var screens: [String] {
        all.firstOccurrences(of: \.screen)
    }
}

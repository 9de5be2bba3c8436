import Shared

extension Fixture {
    /// The login user's friends, one of each friend state, every field empty in one of them in
    /// turn: Alice (the profile's other user, a VIP with friends in common), a stranger with no
    /// avatar and no signature, a pending VIP with a one-digit count, and a friend with no nickname.
    public static let friends = [
        Friend(
            userId: otherUserId, nickname: "Alice", avatar: "alice.png", signature: "爱旅行", level: 1,
            commonFriendCount: 3, friendState: .friend, followState: true),
        Friend(userId: 11, nickname: "小李", commonFriendCount: 0),
        Friend(
            userId: 12, nickname: "阿明", avatar: "ming.png", signature: "天天开心", level: 2, commonFriendCount: 1,
            friendState: .pending),
        Friend(
            userId: 13, nickname: "", avatar: "zhao.png", signature: "", commonFriendCount: 12, friendState: .friend),
    ]

    /// The login user's follows: Alice again, a plain follow, and one the server says is no longer
    /// followed (its row reads "+关注").
    public static let follows = [
        Friend(
            userId: otherUserId, nickname: "Alice", avatar: "alice.png", signature: "爱旅行", level: 1,
            commonFriendCount: 3, friendState: .friend, followState: true),
        Friend(userId: 14, nickname: "Ada", avatar: "ada.png", signature: "Swift", followState: true),
        Friend(userId: 15, nickname: "小周", level: 3, commonFriendCount: 5, followState: false),
    ]

    /// Alice's friends: the login user among them, with friends in common, and a stranger to them.
    public static let friendsOfOther = [
        Friend(userId: loginUserId, nickname: "Me", avatar: "me.png", signature: "写代码的", commonFriendCount: 4),
        Friend(userId: 16, nickname: "路人", commonFriendCount: 2),
    ]

    /// A server with the login user's friends and follows, Alice's friends, and the profile's users and
    /// blogs, for the profile a row's avatar opens.
    @MainActor
    public static func friendsServer(friends: [Friend] = friends, follows: [Friend] = follows) -> FakeServer {
        let server = server()
        server.fillFriends(of: loginUserId, friends: friends, follows: follows)
        server.fillFriends(of: otherUserId, friends: friendsOfOther, follows: [])
        return server
    }
}

extension Fixture {
    /// `count` users for the sessions, their fields and states varying with their index: every
    /// friend state, followed or not, with and without avatar, signature, VIP level and friends in
    /// common.
    public static func people(count: Int) -> [Friend] {
        let states: [Friend.FriendState] = [.none, .friend, .pending]
        return (0..<count).map { index in
            Friend(
                userId: 20 + index, nickname: "用户\(index)", avatar: index % 3 == 0 ? "" : "u\(index).png",
                signature: index % 2 == 0 ? "" : "签名\(index)", level: index % 3, commonFriendCount: index % 4,
                friendState: states[index % states.count], followState: index % 2 == 0)
        }
    }
}

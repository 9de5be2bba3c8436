import Shared
import TEA
import Testing

// TEA: 000's two row implementations are values: a tap returns the requests, an answer what the
// list shows; `UserListState` keeps them by user and never asks which implementation a row is.

@Suite("TEA: UserRow")
struct UserRowTests {
    private static let alice = Friend(
        userId: 2, nickname: "Alice", avatar: "alice.png", signature: "爱旅行", level: 1, commonFriendCount: 3,
        friendState: .friend)
    private static let li = Friend(userId: 11, nickname: "小李")
    private static let ada = Friend(
        userId: 14, nickname: "Ada", avatar: "ada.png", signature: "Swift", followState: true)
    private static let zhou = Friend(userId: 15, nickname: "小周", level: 3, commonFriendCount: 5)

    /// LogicCase: friends: the texts of two implementations
    @Test("friends: one interface's texts, from two implementations")
    func texts() {
        let alice = FriendRow(user: Self.alice)
        #expect(
            [alice.userAvatarName, alice.userName, alice.userSignature, alice.userFriendCount] == [
                "alice.png", "Alice", "爱旅行", "你们有3个共同好友",
            ])
        #expect(alice.isVip)
        #expect(alice.contentHeight(loginUserId: 1) == 91)
        let li = FriendRow(user: Self.li)
        #expect(
            [li.userAvatarName, li.userSignature, li.userFriendCount] == ["placeholderUserIcon", "TA很懒,什么都没写", ""])
        #expect(li.contentHeight(loginUserId: 1) == 68)
        let zhou = FollowRow(user: Self.zhou)
        #expect(zhou.contentHeight(loginUserId: 1) == 68)
        #expect(zhou.userFriendCount == "你们有5个共同好友")
        #expect(FriendRow.deleteButtonImage == "deleteFriend")
        #expect(FollowRow.deleteButtonImage == "unfollow")
        #expect(FollowRow(user: Friend(userId: 1, nickname: "Me")).rightButtonHidden(loginUserId: 1))
    }

    /// LogicCase: friends: 加好友, 验证中 and 好友
    @Test("friends: 加好友 reads 验证中 at once and back on failure; 好友 shows the delete button")
    func friendRequest() {
        var li = FriendRow(user: Self.li)
        #expect(li.rightButtonTitle == "加好友")
        #expect(li.tapRight() == [.addFriend])
        #expect(li.rightButtonTitle == "验证中")
        #expect(li.tapRight() == [], "验证中 does nothing")
        #expect(li.answered(.addFriend, succeeded: false) == UserRowOutcome(toast: "添加好友失败"))
        #expect(li.rightButtonTitle == "加好友")
        var alice = FriendRow(user: Self.alice)
        #expect(alice.rightButtonSelected)
        #expect(alice.tapRight() == [])
        #expect(alice.deleteButtonHidden == false)
        _ = alice.tapRight()
        #expect(alice.deleteButtonHidden)
    }

    /// LogicCase: friends: +关注 and 已关注
    @Test("follows: +关注 reads 已关注 at once and back on failure; 已关注 shows the delete button")
    func follow() {
        var zhou = FollowRow(user: Self.zhou)
        #expect(zhou.rightButtonTitle == "+关注")
        #expect(zhou.tapRight() == [.follow])
        #expect(zhou.rightButtonTitle == "已关注")
        #expect(zhou.rightButtonSelected)
        #expect(zhou.answered(.follow, succeeded: false) == UserRowOutcome(toast: "关注失败"))
        #expect(zhou.rightButtonTitle == "+关注")
        var ada = FollowRow(user: Self.ada)
        #expect(ada.tapRight() == [])
        #expect(ada.deleteButtonHidden == false)
    }

    /// LogicCase: friends: delete keeps a friend, removes a follow
    @Test("friends: delete keeps a friend's row, reading 加好友, and removes a follow's")
    func delete() {
        var friends = UserListState<FriendRow>(userId: 1, loginUserId: 1)
        _ = friends.update(.fetch)
        _ = friends.update(.fetched(.success([Self.alice, Self.li])))
        _ = friends.update(.tapRight(userId: 2))
        #expect(friends.update(.tapDelete(userId: 2)) == [.send(.deleteFriend, userId: 2)])
        _ = friends.update(.answered(userId: 2, .deleteFriend, succeeded: true))
        #expect(friends.rows.map(\.rightButtonTitle) == ["加好友", "加好友"])
        var follows = UserListState<FollowRow>(userId: 1, loginUserId: 1)
        _ = follows.update(.fetch)
        _ = follows.update(.fetched(.success([Self.ada, Self.zhou])))
        _ = follows.update(.tapRight(userId: 14))
        #expect(follows.update(.tapDelete(userId: 14)) == [.send(.unfollow, userId: 14)])
        _ = follows.update(.answered(userId: 14, .unfollow, succeeded: true))
        #expect(follows.rows.map(\.user.userId) == [15])
        #expect(follows.update(.answered(userId: 14, .follow, succeeded: false)) == [], "a removed row shows nothing")
    }
}

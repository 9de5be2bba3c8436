import MVVM
import Shared
import Testing

// MVVM: 000's Q&A, view models alone. `UserListViewModel` loads each list through its factory, and
// its rows are read through the one interface, `UserCellViewModel`, whichever implementation the
// list chose; the commands are called on them and what they expose is read. No cell, no table.

@MainActor
@Suite("MVVM: UserListViewModel, FriendCellViewModel and FollowCellViewModel")
struct UserCellViewModelTests {
    let server = makeFriendsServer()
    let friends: UserListViewModel
    let follows: UserListViewModel

    init() {
        friends = .friends(userId: 1, apiManager: server, loginUserId: 1)
        follows = .follows(userId: 1, apiManager: server, loginUserId: 1)
        friends.fetchData()
        follows.fetchData()
        server.deliverPending()
    }

    /// LogicCase: friends: the texts of two implementations
    @Test("friends: one interface's texts, from two implementations")
    func friendsCellTexts() {
        let rows = friends.cellViewModels + follows.cellViewModels
        #expect(rows.map(\.userName) == ["Alice", "小李", "阿明", "Ada", "小周"])
        #expect(
            rows.map(\.userAvatarName) == [
                "alice.png", "placeholderUserIcon", "ming.png", "ada.png", "placeholderUserIcon",
            ])
        #expect(rows.map(\.userSignature) == ["爱旅行", "TA很懒,什么都没写", "天天开心", "Swift", "TA很懒,什么都没写"])
        #expect(rows.map(\.userFriendCount) == ["你们有3个共同好友", "", "", "", "你们有5个共同好友"])
        #expect(rows.map(\.isVip) == [true, false, false, false, true])
        #expect(rows.map(\.rightButtonTitle) == ["好友", "加好友", "验证中", "已关注", "+关注"])
        #expect(rows.map(\.rightButtonSelected) == [true, false, false, true, false])
        #expect(rows.map(\.contentHeight) == [91, 68, 68, 68, 68])
        #expect(
            rows.map(\.deleteButtonImage) == ["deleteFriend", "deleteFriend", "deleteFriend", "unfollow", "unfollow"])
        #expect(rows.map(\.deleteButtonHidden) == [true, true, true, true, true])
        #expect(friends.cellViewModels.allSatisfy { $0 is FriendCellViewModel })
        #expect(follows.cellViewModels.allSatisfy { $0 is FollowCellViewModel })
    }

    /// LogicCase: friends: 加好友, 验证中 and 好友
    @Test("friends: 加好友 reads 验证中 at once and back on failure; 好友 shows the delete button")
    func friendRightButton() {
        let stranger = friends.cellViewModels[1]
        server.fail(.addFriend, message: "对方拒绝")
        stranger.rightButtonCommand()
        #expect(stranger.rightButtonTitle == "验证中")
        #expect(server.requests(to: .addFriend) == [.addFriend(userId: 11, msg: "你好, 我是xxx")])
        server.deliverPending()
        #expect(stranger.rightButtonTitle == "加好友")
        #expect(friends.toasts == ["添加好友失败"])
        stranger.rightButtonCommand()
        server.deliverPending()
        #expect(stranger.rightButtonTitle == "验证中", "a request that succeeds waits for the other user")
        stranger.rightButtonCommand()
        #expect(server.requests(to: .addFriend).count == 2, "验证中 does nothing")
        let friend = friends.cellViewModels[0]
        friend.rightButtonCommand()
        #expect(!friend.deleteButtonHidden)
        friend.rightButtonCommand()
        #expect(friend.deleteButtonHidden)
    }

    /// LogicCase: friends: +关注 and 已关注
    @Test("follows: +关注 reads 已关注 at once and back on failure; 已关注 shows the delete button")
    func followRightButton() {
        let row = follows.cellViewModels[1]
        server.fail(.followUser, message: "关注太多")
        row.rightButtonCommand()
        #expect(row.rightButtonTitle == "已关注")
        #expect(row.rightButtonSelected)
        server.deliverPending()
        #expect(row.rightButtonTitle == "+关注")
        #expect(!row.rightButtonSelected)
        #expect(follows.toasts == ["关注失败"])
        row.rightButtonCommand()
        server.deliverPending()
        #expect(row.rightButtonTitle == "已关注")
        row.rightButtonCommand()
        #expect(!row.deleteButtonHidden)
        #expect(server.requests(to: .followUser) == [.followUser(userId: 15), .followUser(userId: 15)])
    }

    /// LogicCase: friends: delete keeps a friend, removes a follow
    @Test("friends: delete keeps a friend's row, reading 加好友, and removes a follow's")
    func friendsDeleteRow() {
        let friend = friends.cellViewModels[0]
        friend.rightButtonCommand()
        friend.deleteButtonCommand()
        #expect(friend.deleteButtonHidden)
        server.deliverPending()
        #expect(friend.rightButtonTitle == "加好友")
        #expect(friends.cellViewModels.count == 3)
        let follow = follows.cellViewModels[0]
        follow.rightButtonCommand()
        follow.deleteButtonCommand()
        #expect(follow.deleteButtonHidden)
        #expect(follows.cellViewModels.count == 2, "in flight, the row stays")
        server.deliverPending()
        #expect(follows.cellViewModels.map(\.userName) == ["小周"])
        server.fail(.unfollowUser, message: "稍后再试")
        follows.cellViewModels[0].deleteButtonCommand()
        server.deliverPending()
        #expect(follows.cellViewModels.map(\.userName) == ["小周"], "a failed unfollow keeps the row")
        #expect(follows.toasts == ["取消关注失败"])
        #expect(friends.toasts.isEmpty)
    }
}

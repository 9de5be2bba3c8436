import Foundation
import HeadlessUIKit
import MVC
import Shared
import Testing

// MVC: 000's Q&A, each cell helper alone, read through the one interface, `UserCellHelper`, and
// told through its hooks what the table-view helper would be. Removing an unfollowed row is
// `UserTableViewHelper`'s, which owns a table, so that case needs a `UITableView` and reads its cells.

@MainActor
@Suite("MVC: UserTableViewHelper, FriendCellHelper and FollowCellHelper")
struct UserTableViewHelperTests {
    let server = makeFriendsServer()
    let friends: [any UserCellHelper]
    let follows: [any UserCellHelper]

    init() {
        let server = server
        friends = [2, 11, 12].map { FriendCellHelper(user: server.friend($0)!, apiManager: server, loginUserId: 1) }
        follows = [14, 15].map { FollowCellHelper(user: server.friend($0)!, apiManager: server, loginUserId: 1) }
    }

    /// LogicCase: friends: the texts of two implementations
    @Test("friends: one interface's texts, from two implementations")
    func friendsCellTexts() {
        let rows = friends + follows
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
    }

    /// LogicCase: friends: 加好友, 验证中 and 好友
    @Test("friends: 加好友 reads 验证中 at once and back on failure; 好友 shows the delete button")
    func friendRightButton() {
        let stranger = friends[1]
        var toasts: [String] = []
        var changes = 0
        stranger.didFail = { toasts.append($0) }
        stranger.didChange = { changes += 1 }
        server.fail(.addFriend, message: "对方拒绝")
        stranger.rightButtonCommand()
        #expect(stranger.rightButtonTitle == "验证中")
        #expect(changes == 1, "the table-view helper is told at once")
        #expect(server.requests(to: .addFriend) == [.addFriend(userId: 11, msg: "你好, 我是xxx")])
        server.deliverPending()
        #expect(stranger.rightButtonTitle == "加好友")
        #expect(toasts == ["添加好友失败"])
        stranger.rightButtonCommand()
        server.deliverPending()
        #expect(stranger.rightButtonTitle == "验证中", "a request that succeeds waits for the other user")
        stranger.rightButtonCommand()
        #expect(server.requests(to: .addFriend).count == 2, "验证中 does nothing")
        let friend = friends[0]
        friend.rightButtonCommand()
        #expect(!friend.deleteButtonHidden)
        friend.rightButtonCommand()
        #expect(friend.deleteButtonHidden)
    }

    /// LogicCase: friends: +关注 and 已关注
    @Test("follows: +关注 reads 已关注 at once and back on failure; 已关注 shows the delete button")
    func followRightButton() {
        let row = follows[1]
        var toasts: [String] = []
        row.didFail = { toasts.append($0) }
        server.fail(.followUser, message: "关注太多")
        row.rightButtonCommand()
        #expect(row.rightButtonTitle == "已关注")
        #expect(row.rightButtonSelected)
        server.deliverPending()
        #expect(row.rightButtonTitle == "+关注")
        #expect(!row.rightButtonSelected)
        #expect(toasts == ["关注失败"])
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
        let friend = friends[0]
        var deletes = 0
        friend.didDelete = { deletes += 1 }
        friend.rightButtonCommand()
        friend.deleteButtonCommand()
        #expect(friend.deleteButtonHidden)
        server.deliverPending()
        #expect(friend.rightButtonTitle == "加好友")
        #expect(deletes == 1, "the friend list keeps the row: it only hears of it")
        let tableView = UITableView(identifier: "userList")
        let helper = UserTableViewHelper.follows(tableView: tableView, userId: 1, apiManager: server, loginUserId: 1)
        helper.fetchData()
        server.deliverPending()
        func names() -> [String?] {
            tableView.visibleRows.map {
                (tableView.cellForRow(at: IndexPath(row: $0, section: 0))?.firstView(withIdentifier: "userCell.name")
                    as? UILabel)?.text
            }
        }
        func tap(_ identifier: String, row: Int) {
            (tableView.cellForRow(at: IndexPath(row: row, section: 0))?.firstView(withIdentifier: identifier)
                as? UIButton)?.sendActions(for: .touchUpInside)
        }
        #expect(names() == ["Ada", "小周"])
        tap("userCell.right", row: 0)
        tap("userCell.delete", row: 0)
        #expect(names() == ["Ada", "小周"], "in flight, the row stays")
        server.deliverPending()
        #expect(names() == ["小周"])
    }
}

import Foundation
import HeadlessUIKit
import MassiveMVC
import Scenario
import Shared
import Testing

// MassiveMVC: both lists' logic is inside `UserListVC` and its cell formats the `Friend` it is
// handed, so the only way to test one is the whole screen: build each list through the
// architecture's entry, tap its cells' buttons and read the cells.

@MainActor
@Suite("MassiveMVC: UserListVC")
struct UserListVCTests {
    let server = makeFriendsServer()
    let friends = UINavigationController()
    let follows = UINavigationController()

    init() {
        let environment = FriendsEnvironment(api: server, userAPI: makeServer(), loginUserId: 1)
        friends.pushViewController(
            MassiveMVCArchitecture.makeFriendListScreen(userId: 1, environment: environment), animated: false)
        follows.pushViewController(
            MassiveMVCArchitecture.makeFollowListScreen(userId: 1, environment: environment), animated: false)
        server.deliverPending()
    }

    private func table(_ navigation: UINavigationController) -> UITableView {
        navigation.topViewController!.view.firstView(withIdentifier: "userList") as! UITableView
    }

    private func cell(_ navigation: UINavigationController, _ row: Int) -> UITableViewCell? {
        table(navigation).cellForRow(at: IndexPath(row: row, section: 0))
    }

    private func column(_ navigation: UINavigationController, _ read: (UITableViewCell) -> String?) -> [String?] {
        table(navigation).visibleRows.map { cell(navigation, $0).flatMap(read) }
    }

    private func text(_ identifier: String) -> (UITableViewCell) -> String? {
        { ($0.firstView(withIdentifier: identifier) as? UILabel)?.text }
    }

    private func button(_ navigation: UINavigationController, _ identifier: String, row: Int) -> UIButton? {
        cell(navigation, row)?.firstView(withIdentifier: identifier) as? UIButton
    }

    private func toasts(_ navigation: UINavigationController) -> [String] {
        navigation.topViewController!.view.allViews.compactMap { ($0 as? ToastView)?.label.text }
    }

    /// LogicCase: friends: the texts of two implementations
    @Test("friends: one interface's texts, from two implementations")
    func friendsCellTexts() {
        #expect(
            column(friends, text("userCell.name")) + column(follows, text("userCell.name")) == [
                "Alice", "小李", "阿明", "Ada", "小周",
            ])
        #expect(
            column(friends, text("userCell.signature")) + column(follows, text("userCell.signature")) == [
                "爱旅行", "TA很懒,什么都没写", "天天开心", "Swift", "TA很懒,什么都没写",
            ])
        #expect(
            column(friends, text("userCell.friendCount")) + column(follows, text("userCell.friendCount")) == [
                "你们有3个共同好友", "", "", "", "你们有5个共同好友",
            ])
        let titles = { (navigation: UINavigationController) in
            self.column(navigation) { ($0.firstView(withIdentifier: "userCell.right") as? UIButton)?.currentTitle }
        }
        #expect(titles(friends) + titles(follows) == ["好友", "加好友", "验证中", "已关注", "+关注"])
        let heights = { (navigation: UINavigationController) in
            self.table(navigation).visibleRows.map {
                self.table(navigation).rectForRow(at: IndexPath(row: $0, section: 0)).height
            }
        }
        #expect(heights(friends) + heights(follows) == [91, 68, 68, 68, 68])
        #expect(button(friends, "userCell.delete", row: 0)?.currentImage?.name == "deleteFriend")
        #expect(button(follows, "userCell.delete", row: 0)?.currentImage?.name == "unfollow")
    }

    /// LogicCase: friends: 加好友, 验证中 and 好友
    @Test("friends: 加好友 reads 验证中 at once and back on failure; 好友 shows the delete button")
    func friendRightButton() {
        server.fail(.addFriend, message: "对方拒绝")
        button(friends, "userCell.right", row: 1)?.tap()
        #expect(button(friends, "userCell.right", row: 1)?.currentTitle == "验证中")
        #expect(server.requests(to: .addFriend) == [.addFriend(userId: 11, msg: "你好, 我是xxx")])
        server.deliverPending()
        #expect(button(friends, "userCell.right", row: 1)?.currentTitle == "加好友")
        #expect(toasts(friends) == ["添加好友失败"])
        button(friends, "userCell.right", row: 1)?.tap()
        server.deliverPending()
        #expect(button(friends, "userCell.right", row: 1)?.currentTitle == "验证中")
        button(friends, "userCell.right", row: 1)?.tap()
        #expect(server.requests(to: .addFriend).count == 2, "验证中 does nothing")
        button(friends, "userCell.right", row: 0)?.tap()
        #expect(button(friends, "userCell.delete", row: 0)?.isHidden == false)
        button(friends, "userCell.right", row: 0)?.tap()
        #expect(button(friends, "userCell.delete", row: 0)?.isHidden == true)
    }

    /// LogicCase: friends: +关注 and 已关注
    @Test("follows: +关注 reads 已关注 at once and back on failure; 已关注 shows the delete button")
    func followRightButton() {
        server.fail(.followUser, message: "关注太多")
        button(follows, "userCell.right", row: 1)?.tap()
        #expect(button(follows, "userCell.right", row: 1)?.currentTitle == "已关注")
        #expect(button(follows, "userCell.right", row: 1)?.isSelected == true)
        server.deliverPending()
        #expect(button(follows, "userCell.right", row: 1)?.currentTitle == "+关注")
        #expect(button(follows, "userCell.right", row: 1)?.isSelected == false)
        #expect(toasts(follows) == ["关注失败"])
        button(follows, "userCell.right", row: 1)?.tap()
        server.deliverPending()
        button(follows, "userCell.right", row: 1)?.tap()
        #expect(button(follows, "userCell.delete", row: 1)?.isHidden == false)
        #expect(server.requests(to: .followUser) == [.followUser(userId: 15), .followUser(userId: 15)])
    }

    /// LogicCase: friends: delete keeps a friend, removes a follow
    @Test("friends: delete keeps a friend's row, reading 加好友, and removes a follow's")
    func friendsDeleteRow() {
        button(friends, "userCell.right", row: 0)?.tap()
        button(friends, "userCell.delete", row: 0)?.tap()
        server.deliverPending()
        #expect(button(friends, "userCell.right", row: 0)?.currentTitle == "加好友")
        #expect(table(friends).numberOfRows == 3)
        button(follows, "userCell.right", row: 0)?.tap()
        button(follows, "userCell.delete", row: 0)?.tap()
        #expect(table(follows).numberOfRows == 2, "in flight, the row stays")
        server.deliverPending()
        #expect(column(follows, text("userCell.name")) == ["小周"])
        server.fail(.unfollowUser, message: "稍后再试")
        button(follows, "userCell.right", row: 0)?.tap()
        server.deliverPending()
        button(follows, "userCell.right", row: 0)?.tap()
        button(follows, "userCell.delete", row: 0)?.tap()
        server.deliverPending()
        #expect(column(follows, text("userCell.name")) == ["小周"], "a failed unfollow keeps the row")
        #expect(toasts(follows) == ["取消关注失败"])
    }
}

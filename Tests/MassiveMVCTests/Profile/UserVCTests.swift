import Foundation
import HeadlessUIKit
import MassiveMVC
import Scenario
import Shared
import Testing

// MassiveMVC: every piece of logic lives in `UserVC`, behind private methods that views call, so
// the only way to test one case is to build the whole screen, load its view, and act on it as a
// user would: find the table, the cell, the button by identifier, and tap. Each case below pays
// for the whole screen, the alert included.

@MainActor
@Suite("MassiveMVC: UserVC")
struct UserVCTests {
    let server = makeServer()

    private func makeScreen(userId: Int = 2) -> UIViewController {
        let screen = MassiveMVCArchitecture.makeProfileScreen(
            userId: userId, environment: ProfileEnvironment(api: server, friendAPI: server, loginUserId: 1))
        _ = screen.view
        server.deliverPending()
        return screen
    }

    private func table(_ screen: UIViewController) -> UITableView? {
        screen.view.firstView(withIdentifier: "blogList") as? UITableView
    }

    private func view(_ identifier: String, row: Int, of screen: UIViewController) -> UIView? {
        table(screen)?.cellForRow(at: IndexPath(row: row, section: 0))?.firstView(withIdentifier: identifier)
    }

    private func likes(_ row: Int, of screen: UIViewController) -> String? {
        (view("blogCell.likeCount", row: row, of: screen) as? UILabel)?.text
    }

    private func likeButton(_ row: Int, of screen: UIViewController) -> UIButton? {
        view("blogCell.like", row: row, of: screen) as? UIButton
    }

    private func text(_ identifier: String, in screen: UIViewController) -> String? {
        (screen.view.firstView(withIdentifier: identifier) as? UILabel)?.text
    }

    private func followButton(_ screen: UIViewController) -> UIButton? {
        screen.view.firstView(withIdentifier: "userInfo.follow") as? UIButton
    }

    private func titles(_ screen: UIViewController) -> [String] {
        guard let table = table(screen) else { return [] }
        return table.visibleRows.compactMap { (view("blogCell.title", row: $0, of: screen) as? UILabel)?.text }
    }

    /// LogicCase: like: in flight
    @Test("like: in flight, the button is disabled")
    func likeInFlight() {
        let screen = makeScreen()
        likeButton(2, of: screen)?.tap()
        #expect(likeButton(2, of: screen)?.isEnabled == false)
        #expect(likes(2, of: screen) == "赞 2")
    }

    /// LogicCase: like: success
    @Test("like: success adds one and stays disabled")
    func likeSuccess() {
        let screen = makeScreen()
        likeButton(2, of: screen)?.tap()
        server.deliverPending()
        #expect(likes(2, of: screen) == "赞 3")
        #expect(likeButton(2, of: screen)?.isEnabled == false)
    }

    /// LogicCase: like: failure
    @Test("like: failure leaves the count, enables the button and toasts 点赞失败")
    func likeFailure() {
        let screen = makeScreen()
        server.fail(.like, message: "已经赞过了")
        likeButton(2, of: screen)?.tap()
        server.deliverPending()
        #expect(likes(2, of: screen) == "赞 2")
        #expect(likeButton(2, of: screen)?.isEnabled == true)
        #expect(screen.view.allViews.compactMap { ($0 as? ToastView)?.label.text } == ["点赞失败"])
    }

    /// LogicCase: like: double tap
    @Test("like: a second tap while the first is in flight asks nothing")
    func likeDoubleTap() {
        let screen = makeScreen()
        likeButton(2, of: screen)?.tap()
        likeButton(2, of: screen)?.tap()
        #expect(server.requests(to: .like) == [.like(blogId: 2002)])
    }

    /// LogicCase: paging: refresh replaces
    @Test("paging: a refresh replaces the rows with the first page")
    func pagingRefreshReplaces() {
        let screen = makeScreen()
        table(screen)?.scrollToBottom()
        server.deliverPending()
        table(screen)?.pullToRefresh()
        server.deliverPending()
        #expect(table(screen)?.numberOfRows == 10)
        #expect(titles(screen) == (0..<10).map { "Blog \($0)" })
    }

    /// LogicCase: paging: load more appends
    @Test("paging: load more appends the next page")
    func pagingLoadMoreAppends() {
        let screen = makeScreen()
        table(screen)?.scrollToBottom()
        server.deliverPending()
        #expect(table(screen)?.numberOfRows == 20)
        #expect(server.requests(to: .blogs).last == .blogs(userId: 2, page: 1))
    }

    /// LogicCase: paging: no more
    @Test("paging: after the last page the footer reads 没有更多了 and load more asks nothing")
    func pagingNoMore() {
        let screen = makeScreen()
        for _ in 0..<2 {
            table(screen)?.scrollToBottom()
            server.deliverPending()
        }
        #expect(table(screen)?.footer?.state == .noMoreData)
        #expect(table(screen)?.footer?.stateLabel.text == "没有更多了")
        let asked = server.log.count
        table(screen)?.scrollToBottom()
        #expect(server.log.count == asked)
    }

    /// LogicCase: paging: a stale page is dropped
    @Test("paging: a page asked before a refresh is dropped")
    func pagingStalePageDropped() {
        let screen = makeScreen()
        server.hold(.blogs)
        table(screen)?.scrollToBottom()
        table(screen)?.pullToRefresh()
        server.releaseNext(.blogs)
        #expect(table(screen)?.numberOfRows == 10)
        server.releaseNext(.blogs)
        #expect(titles(screen) == (0..<10).map { "Blog \($0)" })
    }

    /// LogicCase: user info: texts and fallbacks
    @Test("user info: the texts, and their fallbacks for an empty user")
    func userInfoTexts() {
        let alice = makeScreen(userId: 2)
        #expect(
            ["userInfo.name", "userInfo.summary", "userInfo.blogCount", "userInfo.friendCount"].map {
                text($0, in: alice)
            } == ["Alice", "个人简介: 爱旅行", "作品: 25", "好友: 7"])
        let blank = makeScreen(userId: 3)
        #expect(
            [text("userInfo.name", in: blank), text("userInfo.summary", in: blank)] == ["匿名", "个人简介: 这个人很懒, 什么也没有写~"])
        #expect((blank.view.firstView(withIdentifier: "userInfo.icon") as? UIButton)?.currentImage?.name == "icon0")
    }

    /// LogicCase: follow: optimistic
    @Test("follow: reads 已关注 before the request is answered")
    func followOptimistic() {
        let screen = makeScreen(userId: 2)
        followButton(screen)?.tap()
        #expect(followButton(screen)?.currentTitle == "已关注")
        #expect(server.requests(to: .follow) == [.follow(userId: 2)])
    }

    /// LogicCase: follow: rollback
    @Test("follow: a failure reads +关注 again")
    func followRollback() {
        let screen = makeScreen(userId: 2)
        server.fail(.follow, message: "关注失败")
        followButton(screen)?.tap()
        server.deliverPending()
        #expect(followButton(screen)?.currentTitle == "+关注")
    }

    /// LogicCase: follow: unfollow confirmation
    @Test("follow: an unfollow asks first, and goes out only when confirmed")
    func unfollowConfirmation() {
        let screen = makeScreen(userId: 3)
        followButton(screen)?.tap()
        let alert = screen.presentedViewController as? UIAlertController
        #expect(alert?.message == "确定不再关注?")
        #expect(server.requests(to: .unfollow).isEmpty)
        alert?.tapAction(titled: "确定")
        #expect(followButton(screen)?.currentTitle == "+关注")
        #expect(server.requests(to: .unfollow) == [.unfollow(userId: 3)])
    }

    /// LogicCase: draft: date text
    @Test("draft: 编辑于 and the edit date in UTC, whatever the device's zone")
    func draftDateText() {
        // A device far from UTC, as the suite's robot holds, so a formatter without its zone shows the wrong day.
        NSTimeZone.default = TimeZone(identifier: "Asia/Shanghai")!
        let cell = DraftCell(style: .default, reuseIdentifier: "DraftCell")
        cell.draft = Draft(id: 1, title: "Draft", editDate: Date(timeIntervalSince1970: 1_704_067_199))
        #expect((cell.firstView(withIdentifier: "draftCell.date") as? UILabel)?.text == "编辑于 2023-12-31")
    }
}

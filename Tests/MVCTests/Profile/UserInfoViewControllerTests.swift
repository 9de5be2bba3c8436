import HeadlessUIKit
import MVC
import Shared
import Testing

// MVC: `UserInfoViewController` formats and shows in one place, so its texts are read from the
// labels it made, and the follow logic is reached by tapping its button. The unfollow question
// is the scene's, through `unfollowConfirmation`, which the test answers itself.

@MainActor
@Suite("MVC: UserInfoViewController")
struct UserInfoViewControllerTests {
    let server = makeServer()

    private func makeController(userId: Int) -> UserInfoViewController {
        let controller = UserInfoViewController(userId: userId, apiManager: server, showsFollowButton: true)
        controller.fetchData()
        server.deliverPending()
        return controller
    }

    private func text(_ identifier: String, in controller: UserInfoViewController) -> String? {
        (controller.view.firstView(withIdentifier: identifier) as? UILabel)?.text
    }

    private func followButton(_ controller: UserInfoViewController) -> UIButton? {
        controller.view.firstView(withIdentifier: "userInfo.follow") as? UIButton
    }

    /// LogicCase: user info: texts and fallbacks
    @Test("user info: the texts, and their fallbacks for an empty user")
    func userInfoTexts() {
        let alice = makeController(userId: 2)
        #expect(
            ["userInfo.name", "userInfo.summary", "userInfo.blogCount", "userInfo.friendCount"].map {
                text($0, in: alice)
            } == ["Alice", "个人简介: 爱旅行", "作品: 25", "好友: 7"])
        #expect((alice.view.firstView(withIdentifier: "userInfo.icon") as? UIButton)?.currentImage?.name == "alice.png")
        let blank = makeController(userId: 3)
        #expect(
            [text("userInfo.name", in: blank), text("userInfo.summary", in: blank)] == ["匿名", "个人简介: 这个人很懒, 什么也没有写~"])
        #expect((blank.view.firstView(withIdentifier: "userInfo.icon") as? UIButton)?.currentImage?.name == "icon0")
    }

    /// LogicCase: follow: optimistic
    @Test("follow: reads 已关注 before the request is answered")
    func followOptimistic() {
        let controller = makeController(userId: 2)
        followButton(controller)?.tap()
        #expect(followButton(controller)?.currentTitle == "已关注")
        #expect(server.requests(to: .follow) == [.follow(userId: 2)])
    }

    /// LogicCase: follow: rollback
    @Test("follow: a failure reads +关注 again")
    func followRollback() {
        let controller = makeController(userId: 2)
        server.fail(.follow, message: "关注失败")
        followButton(controller)?.tap()
        server.deliverPending()
        #expect(followButton(controller)?.currentTitle == "+关注")
    }

    /// LogicCase: follow: unfollow confirmation
    @Test("follow: an unfollow asks first, and goes out only when confirmed")
    func unfollowConfirmation() {
        let controller = makeController(userId: 3)
        var proceed: (@MainActor () -> Void)?
        controller.unfollowConfirmation = { proceed = $0 }
        followButton(controller)?.tap()
        #expect(server.requests(to: .unfollow).isEmpty)
        proceed?()
        #expect(followButton(controller)?.currentTitle == "+关注")
        #expect(server.requests(to: .unfollow) == [.unfollow(userId: 3)])
    }
}

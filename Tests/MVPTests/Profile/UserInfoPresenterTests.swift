import MVP
import Shared
import Testing

// MVP: every text and the follow logic live in `UserInfoPresenter`. The spy view only counts what
// it was told; "asked to confirm" is a call on the view protocol, which the test answers itself.

@MainActor
private final class SpyUserInfoView: UserInfoView {
    var updates = 0
    var confirmations = 0
    func userInfoPresenterDidUpdate() { updates += 1 }
    func userInfoPresenterDidFail(message: String) {}
    func userInfoPresenterShowUserDetail(_ user: User) {}
    func userInfoPresenterShowFriendList(userId: Int) {}
    func userInfoPresenterShowFollowList(userId: Int) {}
    func userInfoPresenterAskToConfirmUnfollow() { confirmations += 1 }
}

@MainActor
@Suite("MVP: UserInfoPresenter")
struct UserInfoPresenterTests {
    let server = makeServer()
    private let spy = SpyUserInfoView()

    private func makePresenter(userId: Int) -> UserInfoPresenter {
        let presenter = UserInfoPresenter(userId: userId, apiManager: server, showsFollowButton: true)
        presenter.view = spy
        presenter.fetchData()
        server.deliverPending()
        return presenter
    }

    /// LogicCase: user info: texts and fallbacks
    @Test("user info: the texts, and their fallbacks for an empty user")
    func userInfoTexts() {
        let alice = makePresenter(userId: 2)
        #expect(
            [alice.iconName, alice.nameText, alice.summaryText, alice.blogCountText, alice.friendCountText] == [
                "alice.png", "Alice", "个人简介: 爱旅行", "作品: 25", "好友: 7",
            ])
        let blank = makePresenter(userId: 3)
        #expect([blank.iconName, blank.nameText, blank.summaryText] == ["icon0", "匿名", "个人简介: 这个人很懒, 什么也没有写~"])
    }

    /// LogicCase: follow: optimistic
    @Test("follow: reads 已关注 before the request is answered")
    func followOptimistic() {
        let presenter = makePresenter(userId: 2)
        presenter.toggleFollow()
        #expect(presenter.followButtonTitle == "已关注")
        #expect(server.requests(to: .follow) == [.follow(userId: 2)])
    }

    /// LogicCase: follow: rollback
    @Test("follow: a failure reads +关注 again")
    func followRollback() {
        let presenter = makePresenter(userId: 2)
        server.fail(.follow, message: "关注失败")
        presenter.toggleFollow()
        server.deliverPending()
        #expect(presenter.followButtonTitle == "+关注")
    }

    /// LogicCase: follow: unfollow confirmation
    @Test("follow: an unfollow asks the view first, and goes out only when confirmed")
    func unfollowConfirmation() {
        let presenter = makePresenter(userId: 3)
        presenter.toggleFollow()
        #expect(spy.confirmations == 1)
        #expect(server.requests(to: .unfollow).isEmpty)
        presenter.confirmUnfollow()
        #expect(presenter.followButtonTitle == "+关注")
        #expect(server.requests(to: .unfollow) == [.unfollow(userId: 3)])
    }
}

import MVVM
import Shared
import Testing

// MVVM: the texts and the follow state are `UserInfoViewModel`'s outputs; whether an unfollow is
// confirmed first is the scene's, through `unfollowConfirmation`, which the test answers itself.

@MainActor
@Suite("MVVM: UserInfoViewModel")
struct UserInfoViewModelTests {
    let server = makeServer()

    private func makeViewModel(userId: Int) -> UserInfoViewModel {
        let viewModel = UserInfoViewModel(userId: userId, apiManager: server, showsFollowButton: true)
        viewModel.fetchUserInfo()
        server.deliverPending()
        return viewModel
    }

    /// LogicCase: user info: texts and fallbacks
    @Test("user info: the texts, and their fallbacks for an empty user")
    func userInfoTexts() {
        let alice = makeViewModel(userId: 2)
        #expect(
            [alice.iconName, alice.name, alice.summary, alice.blogCount, alice.friendCount] == [
                "alice.png", "Alice", "个人简介: 爱旅行", "作品: 25", "好友: 7",
            ])
        let blank = makeViewModel(userId: 3)
        #expect([blank.iconName, blank.name, blank.summary] == ["icon0", "匿名", "个人简介: 这个人很懒, 什么也没有写~"])
    }

    /// LogicCase: follow: optimistic
    @Test("follow: reads 已关注 before the request is answered")
    func followOptimistic() {
        let viewModel = makeViewModel(userId: 2)
        viewModel.toggleFollow()
        #expect(viewModel.followTitle == "已关注")
        #expect(server.requests(to: .follow) == [.follow(userId: 2)])
    }

    /// LogicCase: follow: rollback
    @Test("follow: a failure reads +关注 again")
    func followRollback() {
        let viewModel = makeViewModel(userId: 2)
        server.fail(.follow, message: "关注失败")
        viewModel.toggleFollow()
        server.deliverPending()
        #expect(viewModel.followTitle == "+关注")
    }

    /// LogicCase: follow: unfollow confirmation
    @Test("follow: an unfollow waits for the scene's confirmation, and goes out only when confirmed")
    func unfollowConfirmation() {
        let viewModel = makeViewModel(userId: 3)
        var proceed: (@MainActor () -> Void)?
        viewModel.unfollowConfirmation = { proceed = $0 }
        viewModel.toggleFollow()
        #expect(viewModel.followTitle == "已关注")
        #expect(server.requests(to: .unfollow).isEmpty)
        proceed?()
        #expect(viewModel.followTitle == "+关注")
        #expect(server.requests(to: .unfollow) == [.unfollow(userId: 3)])
    }
}

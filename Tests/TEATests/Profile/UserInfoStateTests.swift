import Shared
import TEA
import Testing

// TEA: the texts and the follow state are `UserInfoState`'s; whether an unfollow is confirmed
// first is the scene's, which answers `.confirmUnfollow` with `.unfollowConfirmed`: the test
// plays the scene.

@Suite("TEA: UserInfoState")
struct UserInfoStateTests {
    private func fetched(_ user: User) -> UserInfoState {
        var state = UserInfoState(userId: user.id, showsFollowButton: true)
        #expect(state.update(.fetch) == [.fetchUser(userId: user.id)])
        #expect(state.update(.fetched(.success(user))) == [])
        return state
    }

    private static let alice = User(
        id: 2, name: "Alice", summary: "爱旅行", iconName: "alice.png", blogCount: 25, friendCount: 7)

    /// LogicCase: user info: texts and fallbacks
    @Test("user info: the texts, and their fallbacks for an empty user")
    func userInfoTexts() {
        let alice = fetched(Self.alice)
        #expect(
            [alice.iconName, alice.name, alice.summary, alice.blogCount, alice.friendCount] == [
                "alice.png", "Alice", "个人简介: 爱旅行", "作品: 25", "好友: 7",
            ])
        let blank = fetched(User(id: 3, name: ""))
        #expect([blank.iconName, blank.name, blank.summary] == ["icon0", "匿名", "个人简介: 这个人很懒, 什么也没有写~"])
        #expect(UserInfoState(userId: 2, showsFollowButton: true).followTitle == nil, "no button before the user")
    }

    /// LogicCase: follow: optimistic
    @Test("follow: reads 已关注 before the request is answered")
    func followOptimistic() {
        var state = fetched(Self.alice)
        #expect(state.followTitle == "+关注")
        #expect(state.update(.tapFollow) == [.follow(userId: 2)])
        #expect(state.followTitle == "已关注")
        #expect(state.isFollowEnabled == false)
        #expect(state.update(.tapFollow) == [], "a tap in flight asks nothing")
    }

    /// LogicCase: follow: rollback
    @Test("follow: a failure reads +关注 again, and the button comes back")
    func followRollback() {
        var state = fetched(Self.alice)
        _ = state.update(.tapFollow)
        #expect(state.update(.followAnswered(following: true, succeeded: false)) == [])
        #expect(state.followTitle == "+关注")
        #expect(state.isFollowEnabled)
    }

    /// LogicCase: follow: unfollow confirmation
    @Test("follow: an unfollow waits for the scene's confirmation, and goes out only when confirmed")
    func unfollowConfirmation() {
        var state = fetched(User(id: 3, name: "", isFollowing: true))
        #expect(state.update(.tapFollow) == [.confirmUnfollow])
        #expect(state.followTitle == "已关注")
        #expect(state.update(.unfollowConfirmed) == [.unfollow(userId: 3)])
        #expect(state.followTitle == "+关注")
        #expect(state.update(.followAnswered(following: false, succeeded: false)) == [])
        #expect(state.followTitle == "已关注", "a failed unfollow reads 已关注 again")
    }
}

import Catalog
import Foundation
import Harness
import HeadlessUIKit
import Shared
import Testing

/// [SCENARIO.md](../../../../SCENARIO.md#follow-another-users-profile-only), "Follow (another user's profile only)".
@MainActor
@Suite("Follow", .attachesSnapshots)
struct FollowSpecs {
    /// Contract: follow.button
    @Test("The follow button exists on another user's profile only and reads the state", arguments: architectures)
    func buttonOnOtherProfilesOnly(architecture: ArchitectureEntry) {
        #expect(ProfileScreen(architecture).button("userInfo.follow")?.currentTitle == "+关注")
        #expect(
            ProfileScreen(architecture, userId: Fixture.blankUserId).button("userInfo.follow")?.currentTitle == "已关注")
        let own = ProfileScreen(architecture, userId: Fixture.loginUserId)
        #expect(own.button("userInfo.follow")?.isVisibleOnScreen != true)
    }

    /// Contract: follow.button
    @Test(
        "No follow button shows before the user is known, nor when the fetch fails, nor ever on one's own profile",
        arguments: architectures, [Fixture.otherUserId, Fixture.loginUserId])
    func noFollowButtonWithoutTheUser(architecture: ArchitectureEntry, userId: Int) {
        let server = Fixture.server()
        server.hold(.userInfo)
        server.fail(.userInfo, message: "网络不给力")
        let screen = ProfileScreen(architecture, server: server, userId: userId)
        #expect(screen.button("userInfo.follow")?.isVisibleOnScreen != true, "the user is not known yet")
        screen.release(.userInfo)
        #expect(screen.button("userInfo.follow")?.isVisibleOnScreen != true, "the user could not be fetched")
        screen.tap("userInfo.follow")
        #expect(screen.server.requests(to: .follow).isEmpty)
    }

    /// Contract: follow.optimistic
    @Test("Follow reads 已关注 at once, then the request goes out", arguments: architectures)
    func followIsOptimistic(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        screen.server.hold(.follow)
        screen.tap("userInfo.follow")
        #expect(screen.button("userInfo.follow")?.currentTitle == "已关注")
        #expect(screen.server.requests(to: .follow) == [.follow(userId: Fixture.otherUserId)])
        screen.release(.follow)
        #expect(screen.button("userInfo.follow")?.currentTitle == "已关注")
    }

    /// Contract: follow.rollback
    @Test("A failed follow reads +关注 again", arguments: architectures)
    func followFailureReverts(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        screen.server.fail(.follow, message: "关注失败")
        screen.server.hold(.follow)
        screen.tap("userInfo.follow")
        #expect(screen.button("userInfo.follow")?.currentTitle == "已关注")
        screen.release(.follow)
        #expect(screen.button("userInfo.follow")?.currentTitle == "+关注")
    }

    /// Contract: unfollow.ask
    @Test("Unfollow asks first; 取消 changes nothing and sends nothing", arguments: architectures)
    func unfollowCancel(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture, userId: Fixture.blankUserId)
        screen.tap("userInfo.follow")
        #expect(screen.alert?.message == "确定不再关注?")
        #expect(screen.alert?.actions.map(\.title) == ["取消", "确定"])
        #expect(screen.button("userInfo.follow")?.currentTitle == "已关注")
        screen.tapAlertAction("取消")
        #expect(screen.alert == nil)
        #expect(screen.button("userInfo.follow")?.currentTitle == "已关注")
        #expect(screen.server.requests(to: .unfollow).isEmpty)
        screen.tap("userInfo.follow")
        #expect(screen.alert?.message == "确定不再关注?", "it asks again after a cancel")
        screen.tapAlertAction("确定")
        #expect(screen.button("userInfo.follow")?.currentTitle == "+关注")
        #expect(screen.server.requests(to: .unfollow) == [.unfollow(userId: Fixture.blankUserId)])
    }

    /// Contract: unfollow.confirm
    @Test("Unfollow confirmed reads +关注 at once, then the request; on failure 已关注 again", arguments: architectures)
    func unfollowConfirm(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture, userId: Fixture.blankUserId)
        screen.server.hold(.unfollow)
        screen.server.fail(.unfollow, message: "取消关注失败")
        screen.tap("userInfo.follow")
        screen.tapAlertAction("确定")
        #expect(screen.alert == nil)
        #expect(screen.button("userInfo.follow")?.currentTitle == "+关注")
        #expect(screen.server.requests(to: .unfollow) == [.unfollow(userId: Fixture.blankUserId)])
        screen.release(.unfollow)
        #expect(screen.button("userInfo.follow")?.currentTitle == "已关注")
        screen.tap("userInfo.follow")
        screen.tapAlertAction("确定")
        screen.release(.unfollow)
        #expect(screen.button("userInfo.follow")?.currentTitle == "+关注", "a second, successful unfollow sticks")
    }

    /// Contract: unfollow.scene
    @Test(
        "A scene that does not ask unfollows at once: +关注, then the request; on failure 已关注 again",
        arguments: architectures)
    func unfollowWithoutAsking(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture, userId: Fixture.blankUserId, asksBeforeUnfollow: false)
        screen.server.hold(.unfollow)
        screen.server.fail(.unfollow, message: "取消关注失败")
        screen.tap("userInfo.follow")
        #expect(screen.alert == nil)
        #expect(screen.button("userInfo.follow")?.currentTitle == "+关注")
        #expect(screen.server.requests(to: .unfollow) == [.unfollow(userId: Fixture.blankUserId)])
        screen.release(.unfollow)
        #expect(screen.button("userInfo.follow")?.currentTitle == "已关注")
        screen.tap("userInfo.follow")
        #expect(screen.alert == nil, "it never asks, the second time either")
        screen.release(.unfollow)
        #expect(screen.button("userInfo.follow")?.currentTitle == "+关注", "a second, successful unfollow sticks")
        screen.tap("userInfo.follow")
        #expect(screen.button("userInfo.follow")?.currentTitle == "已关注", "a follow is the same as in a scene that asks")
        #expect(screen.server.requests(to: .follow) == [.follow(userId: Fixture.blankUserId)])
    }

    /// Contract: follow.inFlight, follow.rollback, unfollow.ask
    @Test(
        "While a follow is in flight the button is disabled and opens no question; a failure enables it on +关注",
        arguments: architectures)
    func followInFlight(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        screen.server.fail(.follow, message: "关注失败")
        screen.server.hold(.follow)
        screen.tap("userInfo.follow")
        #expect(screen.button("userInfo.follow")?.currentTitle == "已关注")
        #expect(screen.button("userInfo.follow")?.isEnabled == false)
        screen.tap("userInfo.follow")
        #expect(screen.alert == nil, "no unfollow question while the follow is in flight")
        #expect(screen.server.requests(to: .unfollow).isEmpty)
        screen.release(.follow)
        #expect(screen.button("userInfo.follow")?.currentTitle == "+关注")
        #expect(screen.button("userInfo.follow")?.isEnabled == true)
        screen.tap("userInfo.follow")
        #expect(screen.server.requests(to: .follow).count == 2, "the next tap follows again")
        screen.release(.follow)
        #expect(screen.button("userInfo.follow")?.currentTitle == "已关注")
        #expect(screen.button("userInfo.follow")?.isEnabled == true)
    }

    /// Contract: follow.inFlight, unfollow.confirm, unfollow.scene
    @Test(
        "While an unfollow is in flight the button is disabled, in a scene that asks and in one that does not",
        arguments: architectures, [true, false])
    func unfollowInFlight(architecture: ArchitectureEntry, asks: Bool) {
        let screen = ProfileScreen(architecture, userId: Fixture.blankUserId, asksBeforeUnfollow: asks)
        screen.server.hold(.unfollow)
        screen.tap("userInfo.follow")
        if asks { screen.tapAlertAction("确定") }
        #expect(screen.button("userInfo.follow")?.currentTitle == "+关注")
        #expect(screen.button("userInfo.follow")?.isEnabled == false)
        screen.tap("userInfo.follow")
        #expect(screen.server.requests(to: .follow).isEmpty, "no follow while the unfollow is in flight")
        screen.release(.unfollow)
        #expect(screen.button("userInfo.follow")?.currentTitle == "+关注")
        #expect(screen.button("userInfo.follow")?.isEnabled == true)
    }
}

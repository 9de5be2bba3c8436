import Catalog
import Foundation
import Harness
import HeadlessUIKit
import Shared
import Testing

/// [REQUEST.md](../REQUEST.md#the-contract), "我的主页": the change
/// request. These specs join the behaviour suite on the patched copy that
/// `mvx change OwnProfileName` builds; the base profile reads every name alike.
@MainActor
@Suite("Change request: 我的主页", .attachesSnapshots)
struct OwnProfileNameSpecs {
    /// Contract: own.name
    @Test(
        "The own profile's name reads 我的主页: and the name; another user's as before",
        arguments: architectures, ["Me", ""])
    func ownName(architecture: ArchitectureEntry, name: String) {
        var users = Fixture.users
        users[0].name = name
        users[1].name = name
        let server = Fixture.server(users: users)
        let own = ProfileScreen(architecture, server: server, userId: Fixture.loginUserId)
        #expect(own.text("userInfo.name") == "我的主页: " + (name.isEmpty ? "匿名" : name))
        #expect(own.text("userInfo.summary") == "个人简介: 写代码的", "the rest as before")
        own.tap("userInfo.icon")
        #expect(own.topScreen == "userDetail.\(Fixture.loginUserId)", "the same taps")
        let other = ProfileScreen(architecture, server: server)
        #expect(other.text("userInfo.name") == (name.isEmpty ? "匿名" : name))
    }

    /// Contract: own.name
    @Test("A failed fetch and its 重试 show the own name in its format too", arguments: architectures)
    func afterRetry(architecture: ArchitectureEntry) {
        let server = Fixture.server()
        server.fail(.userInfo, message: "网络错误")
        let own = ProfileScreen(architecture, server: server, userId: Fixture.loginUserId)
        #expect(own.errorMessage(in: "userInfo") == "网络错误")
        own.retry(in: "userInfo")
        #expect(own.text("userInfo.name") == "我的主页: Me")
    }
}

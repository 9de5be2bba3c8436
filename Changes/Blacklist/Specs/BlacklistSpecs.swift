import Catalog
import Foundation
import Harness
import HeadlessUIKit
import Shared
import Testing

/// [REQUEST.md](../REQUEST.md#the-contract), "黑名单": the change request. These
/// specs join the behaviour suite on the patched copy that `mvx change Blacklist` builds; the base
/// package has two lists.
@MainActor
@Suite("Change request: 黑名单", .attachesSnapshots)
struct BlacklistSpecs {
    private let blocked = [
        Friend(userId: 31, nickname: "骗子", avatar: "", signature: "", commonFriendCount: 0),
        Friend(userId: 32, nickname: "广告号", avatar: "ad.png", signature: "加我", level: 2, commonFriendCount: 1),
        Friend(userId: 33, nickname: "前任", avatar: "ex.png", signature: "", commonFriendCount: 7),
    ]

    private func server(_ blocked: [Friend]) -> FakeServer {
        let server = Fixture.friendsServer()
        server.fillBlacklist(of: Fixture.loginUserId, blocked)
        return server
    }

    /// Contract: black.list, black.right
    @Test("The blacklist shows the blocked users on the one cell, each reading 已拉黑", arguments: friendsArchitectures)
    func list(architecture: ArchitectureEntry) {
        let server = server(blocked)
        server.hold(.blacklist)
        let screen = FriendsScreen(architecture, blacklistOf: Fixture.loginUserId, server: server)
        #expect(screen.title == "黑名单")
        #expect(screen.isHUDShown)
        screen.release(.blacklist)
        #expect(!screen.isHUDShown)
        #expect(screen.items == ["骗子 [已拉黑, selected]", "广告号 (VIP) [已拉黑, selected]", "前任 [已拉黑, selected]"])
        #expect(screen.row(0)?.avatar == "placeholderUserIcon")
        #expect(screen.row(0)?.signature == "TA很懒,什么都没写")
        #expect(screen.row(2)?.friendCount == "你们有7个共同好友")
        #expect(screen.rows.allSatisfy { $0.delete == nil && $0.height == 68 })
        #expect(server.log == [.blacklist(userId: Fixture.loginUserId)])
        screen.tapRight(row: 1)
        #expect(screen.row(1)?.delete == "unblock")
        screen.tapRight(row: 1)
        #expect(screen.row(1)?.delete == nil)
        #expect(server.log.count == 1, "the toggle asks nothing")
    }

    /// Contract: black.list
    @Test("An empty blacklist says so; a failed fetch shows the error view and 重试", arguments: friendsArchitectures)
    func emptyAndError(architecture: ArchitectureEntry) {
        let empty = FriendsScreen(architecture, blacklistOf: Fixture.loginUserId, server: server([]))
        #expect(empty.emptyMessage == "暂无黑名单")
        let failing = server(blocked)
        failing.fail(.blacklist, message: "网络错误")
        let screen = FriendsScreen(architecture, blacklistOf: Fixture.loginUserId, server: failing)
        #expect(screen.errorMessage == "网络错误")
        #expect(screen.emptyMessage == nil)
        screen.retry()
        #expect(screen.rows.count == 3)
    }

    /// Contract: black.unblock
    @Test(
        "The delete button unblocks: the row leaves, or comes back with a toast, each on its own row",
        arguments: friendsArchitectures, [false, true])
    func unblock(architecture: ArchitectureEntry, newestFirst: Bool) {
        let server = server(blocked)
        let screen = FriendsScreen(architecture, blacklistOf: Fixture.loginUserId, server: server)
        server.hold(.unblock)
        screen.tapRight(row: 0)
        screen.tapDelete(row: 0)
        if newestFirst { server.fail(.unblock, message: "网络错误") }
        screen.tapRight(row: 2)
        screen.tapDelete(row: 2)
        #expect(screen.rows.allSatisfy { $0.delete == nil })
        #expect(server.requests(to: .unblock) == [.unblock(userId: 31), .unblock(userId: 33)])
        if newestFirst {
            screen.server.releaseLatest(.unblock)
            screen.settle()
            #expect(screen.rows.map(\.name) == ["骗子", "广告号", "前任"])
            #expect(screen.toasts == ["移除失败"])
            screen.release(.unblock)
            #expect(screen.rows.map(\.name) == ["广告号", "前任"])
        } else {
            screen.release(.unblock)
            #expect(screen.rows.map(\.name) == ["广告号", "前任"])
            screen.release(.unblock)
            #expect(screen.rows.map(\.name) == ["广告号"])
            #expect(screen.toasts.isEmpty)
        }
        screen.tapRight(row: 0)
        screen.tapDelete(row: 0)
        server.stopHolding(.unblock)
        screen.settle()
        #expect(screen.rows.count == (newestFirst ? 1 : 0))
        #expect(screen.emptyMessage == (newestFirst ? nil : "暂无黑名单"))
    }
}

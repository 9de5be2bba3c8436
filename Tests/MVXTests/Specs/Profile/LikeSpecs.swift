import Catalog
import Foundation
import Harness
import HeadlessUIKit
import Shared
import Testing

/// [SCENARIO.md](../../../../SCENARIO.md#like), "Like".
@MainActor
@Suite("Like", .attachesSnapshots)
struct LikeSpecs {
    /// Contract: like.request
    @Test("A like adds one to that row and disables its button", arguments: architectures)
    func likeSucceeds(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        screen.tapLike(row: 2)
        #expect(
            screen.server.requests(to: .like) == [.like(blogId: Fixture.blogId(author: Fixture.otherUserId, index: 2))])
        #expect(screen.blogRow(2)?["blogCell.likeCount"] == "赞 3")
        #expect(screen.blogRow(2)?.isLikeEnabled == false)
        #expect(screen.blogRow(1)?["blogCell.likeCount"] == "赞 1")
    }

    /// Contract: like.guard, like.request
    @Test("While a like is in flight a second tap asks nothing", arguments: architectures)
    func doubleTapAsksOnce(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        screen.server.hold(.like)
        screen.tapLike(row: 2)
        #expect(screen.blogRow(2)?.isLikeEnabled == false, "the button is disabled while the like is in flight")
        screen.tapLike(row: 2)
        #expect(screen.server.requests(to: .like).count == 1)
        #expect(screen.blogRow(2)?["blogCell.likeCount"] == "赞 2", "nothing changes before the answer")
        screen.release(.like)
        #expect(screen.blogRow(2)?["blogCell.likeCount"] == "赞 3")
        screen.tapLike(row: 2)
        #expect(screen.server.requests(to: .like).count == 1, "a liked blog cannot be liked again")
    }

    /// Contract: like.redraw
    @Test("A like redraws only its own row: no reload, no other row configured", arguments: architectures)
    func likeDrawsOnlyItsRow(architecture: ArchitectureEntry) throws {
        let screen = ProfileScreen(architecture)
        let table = screen.blogTable
        let liked = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let others = table.visibleRows.filter { $0 != 2 }.compactMap {
            table.cellForRow(at: IndexPath(row: $0, section: 0))
        }
        let tableBefore = table.uiWork
        let othersBefore = others.map(\.uiWork)
        let likedBefore = liked.uiWork
        screen.tapLike(row: 2)
        let cost = table.uiWork - tableBefore
        #expect(cost.fullReloads == 0)
        #expect(cost.cellsConfigured == 0)
        #expect(others.map(\.uiWork) == othersBefore, "no other row is drawn again")
        #expect((liked.uiWork - likedBefore).labelWrites >= 1)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === liked)
    }

    /// Contract: like.failure
    @Test("A failed like leaves the row unchanged and toasts 点赞失败", arguments: architectures)
    func likeFails(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        screen.server.fail(.like, message: "已经赞过了")
        screen.tapLike(row: 2)
        #expect(screen.toasts == ["点赞失败"])
        #expect(screen.blogRow(2)?["blogCell.likeCount"] == "赞 2")
        #expect(screen.blogRow(2)?.isLikeEnabled == true)
        screen.tapLike(row: 2)
        #expect(screen.blogRow(2)?["blogCell.likeCount"] == "赞 3", "the user can try again")
    }

    /// Contract: like.others
    @Test("Liking one row leaves every other row likable", arguments: architectures)
    func likesAreIndependent(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        screen.tapLike(row: 0)
        screen.tapLike(row: 2)
        #expect(
            screen.server.requests(to: .like)
                == [0, 2].map {
                    .like(blogId: Fixture.blogId(author: Fixture.otherUserId, index: $0))
                })
        #expect(screen.blogRow(0)?["blogCell.likeCount"] == "赞 1")
        #expect(screen.blogRow(2)?["blogCell.likeCount"] == "赞 3")
        #expect(screen.blogRow(0)?.isLikeEnabled == false)
        #expect(screen.blogRow(2)?.isLikeEnabled == false)
        #expect(screen.blogRow(1)?.isLikeEnabled == true)
    }
}

import Catalog
import Foundation
import Harness
import HeadlessUIKit
import Shared
import Testing

/// [REQUEST.md](../REQUEST.md#the-contract), "紧凑博客行":
/// the change request. These specs join the behaviour suite on the patched copy that
/// `mvx change CompactBlogRow` builds; the base profile has one row.
@MainActor
@Suite("Change request: 紧凑博客行", .attachesSnapshots)
struct CompactBlogRowSpecs {
    /// Contract: compact.row
    @Test("The own profile's rows are compact; another user's keep the full row", arguments: architectures)
    func compactOnTheOwnProfile(architecture: ArchitectureEntry) throws {
        let own = ProfileScreen(architecture, userId: Fixture.loginUserId)
        for index in own.blogTable.visibleRows {
            let row = try #require(own.blogRow(index))
            #expect(row.cellIdentifier == "compactBlogCell")
            #expect(row.texts == ["blogCell.title": "Blog \(index)", "blogCell.likeCount": "赞 \(index)"])
            #expect(row.buttonTitle == "赞")
            #expect(row.isLikeEnabled == true)
        }
        let other = ProfileScreen(architecture)
        let row = try #require(other.blogRow(1))
        #expect(row.cellIdentifier == "blogCell")
        #expect(
            row.texts == ["blogCell.title": "Blog 1", "blogCell.author": "作者姓名: Alice", "blogCell.likeCount": "赞 1"])
    }

    /// Contract: compact.same
    @Test(
        "A compact row likes, guards, fails and moves as a full row does",
        arguments: architectures, [false, true])
    func sameBehaviour(architecture: ArchitectureEntry, fails: Bool) {
        let screen = ProfileScreen(architecture, userId: Fixture.loginUserId)
        screen.server.hold(.like)
        if fails { screen.server.fail(.like, message: "x") }
        screen.tapLike(row: 2)
        #expect(screen.blogRow(2)?.isLikeEnabled == false)
        screen.tapLike(row: 2)
        #expect(screen.server.requests(to: .like).count == 1, "a second tap asks nothing")
        screen.scrollToBottom()
        screen.scrollBlogs(toRow: 19)
        for index in screen.blogTable.visibleRows {
            #expect(screen.blogRow(index)?.isLikeEnabled == true, "row \(index): a reused cell")
            #expect(screen.blogRow(index)?.cellIdentifier == "compactBlogCell")
        }
        screen.scrollBlogs(toRow: 0)
        #expect(screen.blogRow(2)?.isLikeEnabled == false)
        screen.release(.like)
        #expect(screen.blogRow(2)?["blogCell.likeCount"] == (fails ? "赞 2" : "赞 3"))
        #expect(screen.blogRow(2)?.isLikeEnabled == fails)
        #expect(screen.toasts == (fails ? ["点赞失败"] : []))
        #expect(screen.blogRow(3)?.isLikeEnabled == true)
        screen.pullToRefresh()
        #expect(screen.blogTable.numberOfRows == 10)
        #expect(screen.blogRow(2)?["blogCell.likeCount"] == (fails ? "赞 2" : "赞 3"), "the server's truth")
        #expect(screen.blogRow(2)?.cellIdentifier == "compactBlogCell")
    }
}

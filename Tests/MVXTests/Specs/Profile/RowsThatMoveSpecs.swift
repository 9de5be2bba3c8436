import Catalog
import Foundation
import Harness
import HeadlessUIKit
import Shared
import Testing

/// [SCENARIO.md](../../../../SCENARIO.md#rows-that-move), "Rows that move": a row's state belongs to its blog, never to the cell that shows
/// it, while cells are reused, a refresh replaces the rows and a like's answer is still on its way.
@MainActor
@Suite("Rows that move", .attachesSnapshots)
struct RowsThatMoveSpecs {
    /// The blog of the other user's profile at a row of the first pages.
    private func blog(_ index: Int) -> Request {
        .like(blogId: Fixture.blogId(author: Fixture.otherUserId, index: index))
    }

    /// Loads a second page and scrolls so that row 2 is out of the window and its cell shows another row.
    private func scrollRowTwoAway(_ screen: ProfileScreen) throws -> UITableViewCell {
        let cell = try #require(screen.blogTable.cellForRow(at: IndexPath(row: 2, section: 0)))
        screen.scrollToBottom()
        screen.scrollBlogs(toRow: 19)
        #expect(!screen.blogTable.visibleRows.contains(2))
        let reused = screen.blogTable.visibleRows.contains {
            screen.blogTable.cellForRow(at: IndexPath(row: $0, section: 0)) === cell
        }
        try #require(reused, "row 2's cell must now show another row")
        return cell
    }

    private func visibleRows(_ screen: ProfileScreen) -> [ProfileScreen.Row?] {
        screen.blogTable.visibleRows.map { screen.blogRow($0) }
    }

    /// Contract: move.reuse
    @Test("A like answered while its cell shows another row lands on its own blog", arguments: architectures)
    func answerFollowsTheBlog(architecture: ArchitectureEntry) throws {
        let screen = ProfileScreen(architecture)
        screen.server.hold(.like)
        screen.tapLike(row: 2)
        _ = try scrollRowTwoAway(screen)
        let shownBefore = visibleRows(screen)
        screen.release(.like)
        #expect(visibleRows(screen) == shownBefore, "no other row shows the answer")
        #expect(screen.blogRow(12)?["blogCell.likeCount"] == "赞 12")
        #expect(screen.blogRow(12)?.isLikeEnabled == true)
        screen.scrollBlogs(toRow: 0)
        #expect(screen.blogRow(2)?["blogCell.likeCount"] == "赞 3")
        #expect(screen.blogRow(2)?.isLikeEnabled == false)
        #expect(screen.toasts.isEmpty)
    }

    /// Contract: move.reuse, like.redraw
    @Test("A like answered while its row is scrolled away draws nothing on screen", arguments: architectures)
    func answerAwayDrawsNothing(architecture: ArchitectureEntry) throws {
        let screen = ProfileScreen(architecture)
        screen.server.hold(.like)
        screen.tapLike(row: 2)
        _ = try scrollRowTwoAway(screen)
        let before = screen.blogTable.uiWork
        screen.release(.like)
        #expect(screen.blogTable.uiWork - before == UIWork(), "the cell that showed row 2 now shows another row")
    }

    /// Contract: move.reuse, move.guard
    @Test("The in-flight guard stays with the blog when its row scrolls away and back", arguments: architectures)
    func guardFollowsTheBlog(architecture: ArchitectureEntry) throws {
        let screen = ProfileScreen(architecture)
        screen.server.hold(.like)
        screen.tapLike(row: 2)
        _ = try scrollRowTwoAway(screen)
        #expect(
            visibleRows(screen).allSatisfy { $0?.isLikeEnabled == true },
            "no other row shows the disabled button")
        screen.scrollBlogs(toRow: 0)
        #expect(screen.blogRow(2)?.isLikeEnabled == false)
        #expect(screen.blogRow(2)?["blogCell.likeCount"] == "赞 2")
        screen.tapLike(row: 2)
        #expect(screen.server.requests(to: .like) == [blog(2)], "a second tap asks nothing")
        screen.tapLike(row: 3)
        #expect(screen.server.requests(to: .like) == [blog(2), blog(3)], "other rows can still be liked")
    }

    /// Contract: move.likeAfterRefresh
    @Test("A like answered after a refresh is counted once and the row stays disabled", arguments: architectures)
    func likeAnsweredAfterRefresh(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        screen.server.hold(.like)
        screen.tapLike(row: 2)
        screen.pullToRefresh()
        #expect(screen.blogRow(2)?["blogCell.likeCount"] == "赞 3", "the refreshed page already counts the like")
        #expect(screen.blogRow(2)?.isLikeEnabled == false)
        screen.release(.like)
        #expect(screen.blogRow(2)?["blogCell.likeCount"] == "赞 3", "never twice")
        #expect(screen.blogRow(2)?.isLikeEnabled == false)
        screen.tapLike(row: 2)
        #expect(screen.server.requests(to: .like).count == 1)
        #expect(screen.toasts.isEmpty)
    }

    /// Contract: move.reuse, move.likeAfterRefresh
    @Test(
        "A like answered after a refresh that moved its blog to another row lands on that row, and no other",
        arguments: architectures)
    func likeAfterRefreshMovedIt(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        screen.server.hold(.like)
        screen.tapLike(row: 2)
        let blogs = Fixture.blogs(of: Fixture.otherUserId, count: 25)
        screen.server.fillBlogs(blogs.prefix(10).reversed() + blogs.dropFirst(10), of: Fixture.otherUserId)
        screen.pullToRefresh()
        #expect(screen.blogRow(7)?["blogCell.title"] == "Blog 2", "the refresh moved the blog from row 2 to row 7")
        #expect(screen.blogRow(7)?.isLikeEnabled == false, "its like still in flight")
        screen.release(.like)
        #expect(screen.blogRow(7)?["blogCell.likeCount"] == "赞 3")
        #expect(screen.blogRow(7)?.isLikeEnabled == false)
        #expect(screen.blogRow(2)?["blogCell.title"] == "Blog 7")
        #expect(screen.blogRow(2)?["blogCell.likeCount"] == "赞 7", "the row the like was tapped on shows another blog")
        #expect(screen.blogRow(2)?.isLikeEnabled == true)
        #expect(screen.toasts.isEmpty)
    }

    /// Contract: move.repeat
    @Test(
        "A blog a later page lists again shows its newest copy on both rows, and a like on either shows on both",
        arguments: architectures, [false, true])
    func blogListedTwice(architecture: ArchitectureEntry, likeFails: Bool) {
        let screen = ProfileScreen(architecture)
        var blogs = Fixture.blogs(of: Fixture.otherUserId, count: 25)
        blogs[9].title = "Blog 9 (edited)"
        let onTop = Blog(
            id: Fixture.blogId(author: Fixture.otherUserId, index: 900), authorName: blogs[0].authorName,
            title: "New", likeCount: 0)
        screen.server.fillBlogs([onTop] + blogs, of: Fixture.otherUserId)
        screen.scrollToBottom()
        screen.scrollBlogs(toRow: 10)
        let twice = [9, 10]
        #expect(twice.map { screen.blogRow($0)?["blogCell.title"] } == ["Blog 9 (edited)", "Blog 9 (edited)"])
        screen.server.hold(.like)
        if likeFails { screen.server.fail(.like, message: "网络不给力") }
        screen.tapLike(row: 10)
        #expect(twice.map { screen.blogRow($0)?.isLikeEnabled } == [false, false], "in flight on both rows")
        screen.tapLike(row: 9)
        #expect(screen.server.requests(to: .like).count == 1, "the other row asks nothing")
        screen.release(.like)
        if likeFails {
            #expect(twice.map { screen.blogRow($0)?["blogCell.likeCount"] } == ["赞 9", "赞 9"])
            #expect(twice.map { screen.blogRow($0)?.isLikeEnabled } == [true, true])
            #expect(screen.toasts == ["点赞失败"])
        } else {
            #expect(twice.map { screen.blogRow($0)?["blogCell.likeCount"] } == ["赞 10", "赞 10"])
            #expect(twice.map { screen.blogRow($0)?.isLikeEnabled } == [false, false])
            screen.tapLike(row: 9)
            #expect(screen.server.requests(to: .like).count == 1)
            #expect(screen.toasts.isEmpty)
        }
        #expect(screen.blogRow(8)?["blogCell.title"] == "Blog 8", "the rows around keep their own blogs")
    }

    /// Contract: move.likeAfterRefresh, move.guard
    @Test(
        "A refresh asked before the like keeps the row's guard, and the answer then counts once",
        arguments: architectures)
    func refreshOlderThanTheLike(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        screen.server.hold(.blogs)
        screen.pullToRefresh()
        screen.server.hold(.like)
        screen.tapLike(row: 2)
        screen.release(.blogs)
        #expect(screen.blogRow(2)?["blogCell.likeCount"] == "赞 2", "the page was read before the like")
        #expect(screen.blogRow(2)?.isLikeEnabled == false, "its like is still in flight")
        screen.tapLike(row: 2)
        #expect(screen.server.requests(to: .like) == [blog(2)])
        screen.release(.like)
        #expect(screen.blogRow(2)?["blogCell.likeCount"] == "赞 3")
        #expect(screen.blogRow(2)?.isLikeEnabled == false)
        #expect(screen.blogRow(1)?["blogCell.likeCount"] == "赞 1")
    }

    /// Contract: move.staleRefresh, like.request
    @Test(
        "A refresh asked before a like and answered after it cannot undo the like", arguments: architectures)
    func staleRefreshAfterTheLike(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        screen.server.hold(.blogs)
        screen.pullToRefresh()
        screen.tapLike(row: 2)
        #expect(screen.blogRow(2)?["blogCell.likeCount"] == "赞 3")
        screen.release(.blogs)
        #expect(screen.blogRow(2)?["blogCell.likeCount"] == "赞 3", "the page was read before the like")
        #expect(screen.blogRow(2)?.isLikeEnabled == false, "disabled for good")
        screen.tapLike(row: 2)
        #expect(screen.server.requests(to: .like) == [blog(2)])
        #expect(screen.toasts.isEmpty)
        screen.pullToRefresh()
        #expect(screen.blogRow(2)?["blogCell.likeCount"] == "赞 3", "a page read after the like counts it once")
        #expect(screen.blogRow(2)?.isLikeEnabled == false)
    }

    /// Contract: move.failureToast
    @Test("A like that fails while its row is scrolled away toasts at once", arguments: architectures)
    func failureWhileScrolledAway(architecture: ArchitectureEntry) throws {
        let screen = ProfileScreen(architecture)
        screen.server.hold(.like)
        screen.server.fail(.like, message: "已经赞过了")
        screen.tapLike(row: 2)
        let cell = try scrollRowTwoAway(screen)
        let shownBefore = visibleRows(screen)
        screen.release(.like)
        #expect(screen.toasts == ["点赞失败"])
        #expect(!cell.allViews.contains { $0 is ToastView }, "the toast is the screen's, not the cell's")
        #expect(visibleRows(screen) == shownBefore)
        screen.scrollBlogs(toRow: 0)
        #expect(screen.blogRow(2)?["blogCell.likeCount"] == "赞 2")
        #expect(screen.blogRow(2)?.isLikeEnabled == true)
        screen.scrollBlogs(toRow: 19)
        screen.scrollBlogs(toRow: 0)
        #expect(screen.toasts == ["点赞失败"], "shown once, not again when the row comes back")
        screen.server.stopHolding(.like)
        screen.tapLike(row: 2)
        #expect(screen.blogRow(2)?["blogCell.likeCount"] == "赞 3", "the row can be tapped again")
        #expect(screen.toasts == ["点赞失败"], "a success never toasts")
    }

    /// Contract: move.failureToast
    @Test(
        "A like that fails after a refresh replaced its row toasts, and the row can be liked", arguments: architectures)
    func failureAfterRefresh(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        screen.server.hold(.like)
        screen.server.fail(.like, message: "已经赞过了")
        screen.tapLike(row: 2)
        screen.pullToRefresh()
        screen.release(.like)
        #expect(screen.toasts == ["点赞失败"])
        #expect(screen.blogRow(2)?["blogCell.likeCount"] == "赞 2")
        #expect(screen.blogRow(2)?.isLikeEnabled == true)
        screen.server.stopHolding(.like)
        screen.tapLike(row: 2)
        #expect(screen.blogRow(2)?["blogCell.likeCount"] == "赞 3")
        #expect(screen.blogRow(2)?.isLikeEnabled == false)
        #expect(screen.toasts == ["点赞失败"])
    }

    /// Contract: move.failureToast
    @Test("A failed like loaded past the first page toasts after a refresh dropped its row", arguments: architectures)
    func failureOfADroppedRow(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        screen.scrollToBottom()
        screen.scrollBlogs(toRow: 15)
        screen.server.hold(.like)
        screen.server.fail(.like, message: "已经赞过了")
        screen.tapLike(row: 15)
        screen.pullToRefresh()
        #expect(screen.blogTable.numberOfRows == 10)
        screen.release(.like)
        #expect(screen.toasts == ["点赞失败"])
    }

    /// Contract: move.likeAfterRefresh
    @Test(
        "A like past the first page, answered after a refresh dropped its row, touches no other row and counts when its page is back",
        arguments: architectures)
    func likeOfADroppedRow(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        screen.scrollToBottom()
        screen.scrollBlogs(toRow: 15)
        screen.server.hold(.like)
        screen.tapLike(row: 15)
        screen.pullToRefresh()
        #expect(screen.blogTable.numberOfRows == 10)
        let before = visibleRows(screen)
        screen.release(.like)
        #expect(visibleRows(screen) == before, "no row of the first page takes the like")
        #expect(screen.toasts.isEmpty)
        screen.scrollToBottom()
        #expect(screen.blogTable.numberOfRows == 20)
        #expect(visibleRows(screen) == before, "nor once the next page has redrawn them")
        screen.scrollBlogs(toRow: 15)
        #expect(
            screen.blogRow(15)?["blogCell.likeCount"] == "赞 16", "the like, counted once on the page read before it")
        #expect(screen.blogRow(15)?.isLikeEnabled == false)
    }

    /// Contract: move.toastOnce
    @Test("Two failures toast twice; a success in between toasts nothing", arguments: architectures)
    func everyFailureToastsOnce(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        screen.server.hold(.like)
        screen.server.fail(.like, message: "已经赞过了", .untilCleared)
        screen.tapLike(row: 2)
        screen.tapLike(row: 3)
        screen.server.stopHolding(.like)
        screen.settle()
        #expect(screen.toasts == ["点赞失败", "点赞失败"])
        screen.server.clearFailure(.like)
        screen.tapLike(row: 4)
        #expect(screen.blogRow(4)?["blogCell.likeCount"] == "赞 5")
        #expect(screen.toasts == ["点赞失败", "点赞失败"])
        screen.server.fail(.like, message: "已经赞过了")
        screen.tapLike(row: 5)
        #expect(screen.toasts == ["点赞失败", "点赞失败", "点赞失败"], "a later failure toasts once, and only itself")
    }

    /// Contract: move.pagingReset
    @Test("After a refresh, paging starts over", arguments: architectures)
    func pagingStartsOverAfterRefresh(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        screen.scrollToBottom()
        screen.scrollToBottom()
        #expect(screen.text("footer.text") == "没有更多了")
        screen.pullToRefresh()
        #expect(screen.text("footer.text") != "没有更多了", "the footer forgets the last page")
        #expect(screen.blogTable.numberOfRows == 10)
        #expect(!screen.isRefreshSpinning)
        screen.scrollToBottom()
        #expect(screen.server.requests(to: .blogs).last == .blogs(userId: Fixture.otherUserId, page: 1))
        #expect(screen.blogTable.numberOfRows == 20)
        screen.scrollToBottom()
        #expect(screen.blogTable.numberOfRows == 25)
        #expect(screen.text("footer.text") == "没有更多了")
    }

    /// Contract: move.latestRefresh, blog.error
    @Test("A first load that failed, answered after a refresh, shows no error", arguments: architectures)
    func failedFirstLoadAnsweredLast(architecture: ArchitectureEntry) {
        let server = Fixture.server()
        server.hold(.blogs)
        server.fail(.blogs, message: "服务器开小差了")
        let screen = ProfileScreen(architecture, server: server)
        screen.pullToRefresh()
        screen.releaseLatest(.blogs)
        #expect(screen.blogTable.numberOfRows == 10)
        #expect(!screen.isRefreshSpinning)
        screen.release(.blogs)
        #expect(screen.errorMessage(in: "blogList") == nil, "the older answer never shows")
        #expect(screen.blogTable.numberOfRows == 10)
        #expect(!screen.isHUDShown)
    }

    /// Contract: move.latestRefresh, blog.oneLoad
    @Test(
        "A first load answered while a refresh is out reopens no load more until the refresh ends",
        arguments: architectures)
    func staleFirstLoadKeepsTheGuard(architecture: ArchitectureEntry) {
        let server = Fixture.server()
        server.hold(.blogs)
        let screen = ProfileScreen(architecture, server: server)
        screen.pullToRefresh()
        screen.release(.blogs)  // the first load, stale
        screen.scrollToBottom()
        #expect(server.requests(to: .blogs).count == 2, "no load more while the refresh is out")
        screen.release(.blogs)
        screen.scrollToBottom()
        #expect(server.requests(to: .blogs).last == .blogs(userId: 2, page: 1))
    }

    /// Contract: move.refreshHUD
    @Test("A refresh that overtakes the first load still ends the HUD", arguments: architectures)
    func refreshOvertakesFirstLoad(architecture: ArchitectureEntry) {
        let server = Fixture.server()
        server.hold(.blogs)
        let screen = ProfileScreen(architecture, server: server)
        screen.pullToRefresh()
        #expect(server.pendingCount(.blogs) == 2)
        screen.releaseLatest(.blogs)
        #expect(screen.blogTable.numberOfRows == 10)
        #expect(!screen.isRefreshSpinning)
        #expect(screen.isHUDShown, "the HUD is the first load's, still in flight")
        screen.release(.blogs)
        #expect(!screen.isHUDShown)
        #expect(screen.blogTable.numberOfRows == 10)
        server.stopHolding(.blogs)
        screen.scrollToBottom()
        #expect(screen.server.requests(to: .blogs).last == .blogs(userId: Fixture.otherUserId, page: 1))
        #expect(screen.blogTable.numberOfRows == 20)
    }

    /// Contract: move.latestRefresh
    @Test("A refresh started while the first load is in flight: the first answer is dropped", arguments: architectures)
    func firstLoadAnsweredAfterARefreshStarted(architecture: ArchitectureEntry) {
        let server = Fixture.server()
        server.hold(.blogs)
        let screen = ProfileScreen(architecture, server: server)
        screen.pullToRefresh()
        screen.release(.blogs)
        #expect(!screen.isHUDShown, "the first load has ended")
        #expect(screen.isRefreshSpinning, "the refresh has not")
        screen.release(.blogs)
        #expect(!screen.isRefreshSpinning)
        #expect(screen.visibleBlogTitles == (0..<10).map { "Blog \($0)" })
    }

    /// Contract: blog.row, move.reuse, like.request
    @Test(
        "A reused cell shows nothing of the blog it showed before, in any field, scrolling down and back",
        arguments: architectures)
    func reusedCellsShowTheirOwnBlog(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        screen.tapLike(row: 0)
        screen.server.hold(.like)
        screen.tapLike(row: 2)
        screen.scrollToBottom()
        screen.scrollToBottom()
        #expect(screen.blogTable.numberOfRows == 25)
        for row in [24, 14, 9, 0] {
            screen.scrollBlogs(toRow: row)
            #expect(screen.blogTable.visibleRows.contains(row))
            for index in screen.blogTable.visibleRows {
                let shown = screen.blogRow(index)
                #expect(
                    shown?.texts == [
                        "blogCell.title": "Blog \(index)", "blogCell.author": "作者姓名: Alice",
                        "blogCell.likeCount": "赞 \(index == 0 ? 1 : index)",
                    ], "row \(index), reached at row \(row)")
                #expect(shown?.buttonTitle == "赞")
                #expect(shown?.isLikeEnabled == (index != 0 && index != 2), "row \(index), reached at row \(row)")
            }
        }
        screen.release(.like)
        #expect(screen.blogRow(2)?["blogCell.likeCount"] == "赞 3")
    }
}

import Catalog
import Foundation
import Harness
import HeadlessUIKit
import Shared
import Testing

/// [SCENARIO.md](../../../../SCENARIO.md#blog-list), "Blog list": rows, the HUD, refresh, load more and errors.
@MainActor
@Suite("Blog list module", .attachesSnapshots)
struct BlogListSpecs {
    /// Contract: blog.row
    @Test("Each row shows the title, the author, the likes and a like button", arguments: architectures)
    func rowsShowTheBlogs(architecture: ArchitectureEntry) throws {
        let screen = ProfileScreen(architecture)
        let row = try #require(screen.blogRow(3))
        #expect(row.cellIdentifier == "blogCell")
        #expect(row["blogCell.title"] == "Blog 3")
        #expect(row["blogCell.author"] == "作者姓名: Alice")
        #expect(row["blogCell.likeCount"] == "赞 3")
        #expect(row.buttonTitle == "赞")
        #expect(row.isLikeEnabled == true)
        #expect(screen.visibleBlogTitles == (0..<10).map { "Blog \($0)" })
    }

    /// Contract: blog.window
    @Test("The list asks for the rows of its ten-row window only", arguments: architectures)
    func asksOnlyForVisibleRows(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture, server: Fixture.server(pageSize: 25))
        #expect(screen.blogTable.numberOfRows == 25)
        #expect(screen.blogTable.uiWork.cellsConfigured == 10)
        #expect(screen.blogRow(10) == nil)
    }

    /// Contract: screen.drawOnce
    @Test("Opening the screen reloads the blog list once, when the first page arrives", arguments: architectures)
    func opensWithOneReload(architecture: ArchitectureEntry) {
        let server = Fixture.server()
        server.hold(.blogs)
        let screen = ProfileScreen(architecture, server: server)
        #expect(screen.blogTable.uiWork.fullReloads == 0, "an empty list has nothing to draw")
        screen.release(.blogs)
        #expect(screen.blogTable.uiWork.fullReloads == 1)
        #expect(screen.blogTable.uiWork.cellsConfigured == 10)
    }

    /// Contract: screen.drawOnce
    @Test("A first page with no blogs reloads the blog list at most once", arguments: architectures)
    func emptyFirstPageReloadsOnce(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture, server: Fixture.server(blogCount: 0))
        #expect(screen.blogTable.uiWork.fullReloads <= 1)
        #expect(screen.visibleBlogTitles.isEmpty)
    }

    /// Contract: screen.drawOnce
    @Test("A first page of a single blog is drawn", arguments: architectures)
    func singleBlogDrawn(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture, server: Fixture.server(blogCount: 1))
        #expect(screen.blogTable.uiWork.fullReloads == 1)
        #expect(screen.visibleBlogTitles == ["Blog 0"])
    }

    /// Contract: blog.hud
    @Test("A HUD shows while the first page loads and is gone when it arrives", arguments: architectures)
    func hudWhileFirstPageLoads(architecture: ArchitectureEntry) {
        let server = Fixture.server()
        server.hold(.blogs)
        let screen = ProfileScreen(architecture, server: server)
        #expect(screen.isHUDShown)
        screen.release(.blogs)
        #expect(!screen.isHUDShown)
    }

    /// Contract: blog.hud
    @Test("The HUD is gone when the first page fails too", arguments: architectures)
    func hudGoneWhenFirstPageFails(architecture: ArchitectureEntry) {
        let server = Fixture.server()
        server.hold(.blogs)
        server.fail(.blogs, message: "服务器开小差了")
        let screen = ProfileScreen(architecture, server: server)
        #expect(screen.isHUDShown)
        screen.release(.blogs)
        #expect(!screen.isHUDShown)
        #expect(screen.errorMessage(in: "blogList") == "服务器开小差了")
    }

    /// Contract: blog.window, blog.loadMore
    @Test("Scrolling to the end loads and appends the next page", arguments: architectures)
    func loadMoreAppends(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        screen.scrollToBottom()
        #expect(screen.server.requests(to: .blogs) == [.blogs(userId: 2, page: 0), .blogs(userId: 2, page: 1)])
        #expect(screen.blogTable.numberOfRows == 20)
        screen.scrollBlogs(toRow: 18)
        #expect(screen.blogRow(18)?["blogCell.title"] == "Blog 18")
        #expect(screen.server.requests(to: .blogs).count == 2, "only reaching the last row asks for more")
    }

    /// Contract: blog.refresh
    @Test("Pull to refresh replaces the rows with the first page", arguments: architectures)
    func refreshReplaces(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        screen.scrollToBottom()
        #expect(screen.blogTable.numberOfRows == 20)
        screen.pullToRefresh()
        #expect(screen.server.requests(to: .blogs).last == .blogs(userId: 2, page: 0))
        #expect(screen.blogTable.numberOfRows == 10)
        #expect(screen.blogRow(0)?["blogCell.title"] == "Blog 0")
    }

    /// Contract: blog.noMore
    @Test("After the last page the footer reads 没有更多了 and load more asks nothing", arguments: architectures)
    func noMorePages(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        #expect(screen.text("footer.text") != "没有更多了")
        screen.scrollToBottom()
        screen.scrollToBottom()
        #expect(screen.blogTable.numberOfRows == 25)
        #expect(screen.text("footer.text") == "没有更多了")
        let asked = screen.server.log.count
        screen.scrollToBottom()
        #expect(screen.server.log.count == asked)
    }

    /// Contract: blog.noMore, blog.loadMore
    @Test(
        "Whether more pages follow is the server's word, for lists that end early, exactly on a page, or after one row",
        arguments: architectures, [(1, 10), (10, 10), (11, 10), (20, 10), (6, 3)])
    func lastPageIsTheServers(architecture: ArchitectureEntry, list: (blogs: Int, pageSize: Int)) {
        let screen = ProfileScreen(architecture, server: Fixture.server(blogCount: list.blogs, pageSize: list.pageSize))
        var rows = min(list.blogs, list.pageSize)
        var page = 0
        #expect(screen.blogTable.numberOfRows == rows)
        while rows < list.blogs {
            #expect(screen.text("footer.text") != "没有更多了", "page \(page) of \(list)")
            screen.scrollToBottom()
            page += 1
            rows = min(list.blogs, rows + list.pageSize)
            #expect(screen.server.requests(to: .blogs).last == .blogs(userId: Fixture.otherUserId, page: page))
            #expect(screen.blogTable.numberOfRows == rows)
        }
        #expect(screen.text("footer.text") == "没有更多了", "after the last of \(list)")
        let asked = screen.server.log.count
        screen.scrollToBottom()
        #expect(screen.server.log.count == asked, "no page after the last of \(list)")
    }

    /// Contract: blog.oneLoad
    @Test("A load more while another load is in flight asks nothing", arguments: architectures)
    func loadMoreWhileLoading(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        screen.server.hold(.blogs)
        screen.scrollToBottom()
        screen.scrollToBottom()
        #expect(screen.server.requests(to: .blogs).count == 2)
        screen.server.hold(.blogs)
        screen.pullToRefresh()
        screen.scrollToBottom()
        #expect(screen.server.requests(to: .blogs).count == 3, "no load more while the refresh is in flight")
    }

    /// Contract: blog.oneLoad, blog.hud
    @Test(
        "A load more tried while the first page is in flight asks nothing, and leaves its HUD", arguments: architectures
    )
    func loadMoreDuringFirstLoad(architecture: ArchitectureEntry) {
        let server = Fixture.server()
        server.hold(.blogs)
        let screen = ProfileScreen(architecture, server: server)
        screen.scrollToBottom()
        screen.scrollToBottom()
        #expect(server.requests(to: .blogs) == [.blogs(userId: 2, page: 0)])
        #expect(screen.isHUDShown)
        screen.release(.blogs)
        #expect(!screen.isHUDShown)
        #expect(screen.blogTable.numberOfRows == 10)
        screen.scrollToBottom()
        #expect(server.requests(to: .blogs).last == .blogs(userId: 2, page: 1), "once it ended, the next scroll asks")
    }

    /// Contract: blog.oneRefresh
    @Test(
        "A pull while a refresh is in flight asks nothing, and the spinner turns until it ends",
        arguments: architectures)
    func pullWhileRefreshing(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        screen.server.hold(.blogs)
        screen.pullToRefresh()
        screen.pullToRefresh()
        #expect(screen.server.requests(to: .blogs).count == 2, "the first page, then one refresh")
        #expect(screen.isRefreshSpinning)
        screen.release(.blogs)
        #expect(!screen.isRefreshSpinning)
        screen.pullToRefresh()
        #expect(screen.server.requests(to: .blogs).count == 3, "a pull after the refresh ended refreshes again")
    }

    /// Contract: blog.oneLoad
    @Test("Each answered page lets the next scroll to the end ask again, to the last page", arguments: architectures)
    func everyPageLetsTheNextOneLoad(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture, server: Fixture.server(blogCount: 35))
        for (page, rows) in [(1, 20), (2, 30), (3, 35)] {
            screen.scrollToBottom()
            #expect(screen.server.requests(to: .blogs).last == .blogs(userId: Fixture.otherUserId, page: page))
            #expect(screen.blogTable.numberOfRows == rows)
        }
    }

    /// Contract: blog.oneLoad
    @Test("A load more while a refresh is in flight asks nothing", arguments: architectures)
    func loadMoreWhileRefreshing(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        screen.server.hold(.blogs)
        screen.pullToRefresh()
        screen.scrollToBottom()
        #expect(screen.server.requests(to: .blogs) == [.blogs(userId: 2, page: 0), .blogs(userId: 2, page: 0)])
        screen.release(.blogs)
        screen.scrollToBottom()
        #expect(screen.server.requests(to: .blogs).last == .blogs(userId: 2, page: 1), "asked once the refresh ended")
    }

    /// Contract: blog.refreshWins, blog.oneLoad
    @Test(
        "A refresh that starts while a load more is in flight wins: the stale page never appears",
        arguments: architectures)
    func refreshWinsOverStaleLoadMore(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        screen.server.hold(.blogs)
        screen.scrollToBottom()
        screen.pullToRefresh()
        #expect(screen.server.pendingCount(.blogs) == 2)
        screen.release(.blogs)  // the stale page 1
        #expect(screen.blogTable.numberOfRows == 10)
        screen.scrollToBottom()
        #expect(
            screen.server.pendingCount(.blogs) == 1, "the stale answer reopens no load more while the refresh is out")
        #expect(screen.isRefreshSpinning, "the refresh still turns")
        screen.release(.blogs)  // the refresh
        #expect(screen.blogTable.numberOfRows == 10)
        #expect(screen.visibleBlogTitles == (0..<10).map { "Blog \($0)" })
        screen.server.stopHolding(.blogs)
        screen.scrollToBottom()
        #expect(
            screen.server.requests(to: .blogs).last == .blogs(userId: 2, page: 1),
            "paging starts again after the refresh")
        #expect(screen.blogTable.numberOfRows == 20)
    }

    /// Contract: blog.refreshWins
    @Test(
        "A refresh that answers before the load more it overtook still wins: the late page never appears",
        arguments: architectures)
    func refreshAnsweredFirstWins(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        screen.server.hold(.blogs)
        screen.scrollToBottom()
        screen.pullToRefresh()
        screen.releaseLatest(.blogs)  // the refresh
        #expect(screen.visibleBlogTitles == (0..<10).map { "Blog \($0)" })
        screen.release(.blogs)  // the overtaken page 1, late
        #expect(screen.blogTable.numberOfRows == 10, "the late page is dropped")
        #expect(screen.visibleBlogTitles == (0..<10).map { "Blog \($0)" })
        screen.server.stopHolding(.blogs)
        screen.scrollToBottom()
        #expect(screen.server.requests(to: .blogs).last == .blogs(userId: 2, page: 1), "paging starts again at page 1")
        #expect(screen.blogTable.numberOfRows == 20)
        screen.scrollBlogs(toRow: 19)
        #expect(screen.blogRow(19)?["blogCell.title"] == "Blog 19", "the second page after the first")
    }

    /// Contract: blog.error, blog.noMore
    @Test(
        "A refresh that fails after the last page leaves paging as it was: 没有更多了, and no load more asks",
        arguments: architectures)
    func failedRefreshAfterLastPage(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        screen.scrollToBottom()
        screen.scrollToBottom()
        #expect(screen.text("footer.text") == "没有更多了")
        screen.server.fail(.blogs, message: "刷新失败")
        screen.pullToRefresh()
        #expect(screen.errorMessage(in: "blogList") == "刷新失败")
        #expect(screen.blogTable.numberOfRows == 25, "the rows stay beneath the error view")
        #expect(screen.text("footer.text") == "没有更多了", "paging included")
        let asked = screen.server.requests(to: .blogs).count
        screen.scrollToBottom()
        #expect(screen.server.requests(to: .blogs).count == asked, "no page after the last")
    }

    /// Contract: blog.refreshWins, blog.error
    @Test(
        "A load more that fails after a refresh started shows nothing of its failure, and paging goes on",
        arguments: architectures)
    func staleLoadMoreFailure(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        screen.server.hold(.blogs)
        screen.server.fail(.blogs, message: "加载失败")
        screen.scrollToBottom()
        screen.pullToRefresh()
        screen.release(.blogs)  // the stale load more, failed
        #expect(screen.errorMessage(in: "blogList") == nil, "the refresh won: no error view for a stale page")
        #expect(screen.blogTable.numberOfRows == 10)
        screen.release(.blogs)  // the refresh
        #expect(screen.errorMessage(in: "blogList") == nil)
        screen.server.stopHolding(.blogs)
        screen.scrollToBottom()
        #expect(screen.server.requests(to: .blogs).last == .blogs(userId: 2, page: 1))
        #expect(screen.blogTable.numberOfRows == 20)
    }

    /// Contract: blog.select
    @Test("Selecting a row opens that blog's detail screen", arguments: architectures)
    func selectOpensBlogDetail(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        screen.selectBlog(row: 4)
        #expect(screen.topScreen == "blogDetail.\(Fixture.blogId(author: Fixture.otherUserId, index: 4))")
    }

    /// Contract: blog.error, blog.noMore
    @Test("A failed load shows the error view; a later successful refresh clears it", arguments: architectures)
    func errorThenRefreshClears(architecture: ArchitectureEntry) {
        let server = Fixture.server()
        server.fail(.blogs, message: "服务器开小差了")
        let screen = ProfileScreen(architecture, server: server)
        #expect(screen.errorMessage(in: "blogList") == "服务器开小差了")
        #expect(screen.text("footer.text") != "没有更多了", "a failed first page says nothing of the pages after it")
        screen.pullToRefresh()
        #expect(screen.errorMessage(in: "blogList") == nil)
        #expect(screen.blogTable.numberOfRows == 10)
    }

    /// Contract: blog.error
    @Test("Over a failed refresh's error view, a successful load more removes it", arguments: architectures)
    func loadMoreClearsError(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        screen.server.fail(.blogs, message: "服务器开小差了")
        screen.pullToRefresh()
        #expect(screen.errorMessage(in: "blogList") == "服务器开小差了")
        screen.scrollToBottom()
        #expect(screen.server.requests(to: .blogs).last == .blogs(userId: Fixture.otherUserId, page: 1))
        #expect(screen.errorMessage(in: "blogList") == nil)
        #expect(screen.blogTable.numberOfRows == 20)
    }

    /// Contract: blog.loadMoreError
    @Test("A load more that failed is asked again by the next scroll to the end", arguments: architectures)
    func loadMoreRetried(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        screen.server.fail(.blogs, message: "加载失败")
        screen.scrollToBottom()
        #expect(screen.blogTable.numberOfRows == 10)
        screen.scrollToBottom()
        #expect(
            screen.server.requests(to: .blogs).suffix(2)
                == [.blogs(userId: Fixture.otherUserId, page: 1), .blogs(userId: Fixture.otherUserId, page: 1)])
        #expect(screen.blogTable.numberOfRows == 20)
    }

    /// Contract: blog.loadMoreError
    @Test("Rows already shown stay when a load more fails", arguments: architectures)
    func loadMoreFailureKeepsRows(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        screen.server.fail(.blogs, message: "加载失败")
        screen.scrollToBottom()
        #expect(screen.errorMessage(in: "blogList") == "加载失败")
        #expect(screen.blogTable.numberOfRows == 10)
        #expect(screen.blogRow(9)?["blogCell.title"] == "Blog 9")
        screen.scrollToBottom()
        #expect(screen.server.requests(to: .blogs).last == .blogs(userId: 2, page: 1), "the failed page is asked again")
        #expect(screen.blogTable.numberOfRows == 20)
    }

    /// Contract: blog.error, blog.refresh, blog.loadMore
    @Test(
        "A refresh that fails over rows stops its spinner and shows the error view over the rows, which stay",
        arguments: architectures)
    func refreshFailsOverRows(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        screen.scrollToBottom()
        #expect(screen.blogTable.numberOfRows == 20)
        let titles = screen.visibleBlogTitles
        screen.server.fail(.blogs, message: "刷新失败")
        screen.pullToRefresh()
        #expect(!screen.isRefreshSpinning)
        #expect(screen.errorMessage(in: "blogList") == "刷新失败")
        #expect(screen.toasts.isEmpty, "the error view says it")
        #expect(!screen.isHUDShown)
        #expect(screen.blogTable.numberOfRows == 20, "the rows stay beneath it")
        #expect(screen.visibleBlogTitles == titles)
        screen.scrollToBottom()
        #expect(
            screen.server.requests(to: .blogs).last == .blogs(userId: Fixture.otherUserId, page: 2),
            "paging goes on from the rows shown")
        #expect(screen.blogTable.numberOfRows == 25)
    }

    /// Contract: blog.refresh, blog.noMore, move.pagingReset
    @Test(
        "A refresh shows exactly its page, with more, fewer or no blogs than before, and back again",
        arguments: architectures, [30, 3, 0])
    func refreshWithMoreFewerOrNone(architecture: ArchitectureEntry, blogCount: Int) {
        let screen = ProfileScreen(architecture)
        screen.scrollToBottom()
        #expect(screen.blogTable.numberOfRows == 20)
        let author = Fixture.otherUserId
        screen.server.fillBlogs(Fixture.blogs(of: author, count: blogCount).reversed(), of: author)
        screen.pullToRefresh()
        let shown = min(blogCount, 10)
        #expect(screen.blogTable.numberOfRows == shown)
        #expect(screen.visibleBlogTitles == (0..<shown).map { "Blog \(blogCount - 1 - $0)" })
        #expect((screen.text("footer.text") == "没有更多了") == (blogCount <= 10))
        screen.server.fillBlogs(Fixture.blogs(of: author, count: 25), of: author)
        screen.pullToRefresh()
        #expect(screen.blogTable.numberOfRows == 10, "and back")
        #expect(screen.visibleBlogTitles == (0..<10).map { "Blog \($0)" })
        #expect(screen.text("footer.text") != "没有更多了")
        screen.scrollToBottom()
        #expect(screen.blogTable.numberOfRows == 20)
    }
}

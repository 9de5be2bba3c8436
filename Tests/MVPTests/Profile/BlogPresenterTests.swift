import MVP
import Shared
import Testing

// MVP: the paging rules live in `BlogPresenter`. A spy `BlogView` records each reload and failure
// it is told about; the rows are the presenter's own `allDatas`, read without any table.

@MainActor
private final class SpyBlogView: BlogView {
    var reloads = 0
    var failures: [String] = []
    func blogPresenterDidReload() { reloads += 1 }
    func blogPresenterDidFail(message: String) { failures.append(message) }
    func blogPresenterDidFailToLike(message: String) {}
    func blogPresenterShowBlogDetail(_ blog: Blog) {}
}

@MainActor
@Suite("MVP: BlogPresenter")
struct BlogPresenterTests {
    let server = makeServer()
    private let spy = SpyBlogView()

    private func makePresenter() -> BlogPresenter {
        let presenter = BlogPresenter(userId: 2, apiManager: server)
        presenter.view = spy
        presenter.refreshUserBlogs()
        server.deliverPending()
        return presenter
    }

    private func titles(_ presenter: BlogPresenter) -> [String] { presenter.allDatas.map(\.titleText) }

    /// LogicCase: paging: refresh replaces
    @Test("paging: a refresh replaces the rows with the first page")
    func pagingRefreshReplaces() {
        let presenter = makePresenter()
        presenter.loadMoreUserBlogs()
        server.deliverPending()
        presenter.refreshUserBlogs()
        server.deliverPending()
        #expect(titles(presenter) == (0..<10).map { "Blog \($0)" })
        #expect(spy.reloads == 3)
    }

    /// LogicCase: paging: load more appends
    @Test("paging: load more appends the next page")
    func pagingLoadMoreAppends() {
        let presenter = makePresenter()
        presenter.loadMoreUserBlogs()
        server.deliverPending()
        #expect(titles(presenter) == (0..<20).map { "Blog \($0)" })
        #expect(server.requests(to: .blogs).last == .blogs(userId: 2, page: 1))
    }

    /// LogicCase: paging: no more
    @Test("paging: after the last page no more follow, the footer reads 没有更多了, and load more asks nothing")
    func pagingNoMore() {
        let presenter = makePresenter()
        for _ in 0..<2 {
            presenter.loadMoreUserBlogs()
            server.deliverPending()
        }
        #expect(!presenter.hasMore)
        #expect(presenter.noMoreDataText == "没有更多了")
        let asked = server.log.count
        presenter.loadMoreUserBlogs()
        #expect(server.log.count == asked)
    }

    /// LogicCase: paging: a stale page is dropped
    @Test("paging: a page asked before a refresh is dropped")
    func pagingStalePageDropped() {
        let presenter = makePresenter()
        server.hold(.blogs)
        presenter.loadMoreUserBlogs()
        presenter.refreshUserBlogs()
        server.releaseNext(.blogs)
        #expect(presenter.allDatas.count == 10)
        server.releaseNext(.blogs)
        #expect(titles(presenter) == (0..<10).map { "Blog \($0)" })
    }
}

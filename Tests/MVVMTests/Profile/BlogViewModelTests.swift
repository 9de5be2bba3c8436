import MVVM
import Shared
import Testing

// MVVM: the paging rules live in `BlogViewModel`; its outputs (the row view models, the footer
// text) are read directly after each input, as a bound view would read them.

@MainActor
@Suite("MVVM: BlogViewModel")
struct BlogViewModelTests {
    let server = makeServer()

    private func makeViewModel() -> BlogViewModel {
        let viewModel = BlogViewModel(userId: 2, apiManager: server)
        viewModel.fetchUserBlogs()
        server.deliverPending()
        return viewModel
    }

    private func titles(_ viewModel: BlogViewModel) -> [String] { viewModel.cellViewModels.map(\.title) }

    /// LogicCase: paging: refresh replaces
    @Test("paging: a refresh replaces the rows with the first page")
    func pagingRefreshReplaces() {
        let viewModel = makeViewModel()
        viewModel.loadMoreUserBlogs()
        server.deliverPending()
        viewModel.refreshUserBlogs()
        server.deliverPending()
        #expect(titles(viewModel) == (0..<10).map { "Blog \($0)" })
        #expect(!viewModel.isRefreshing)
    }

    /// LogicCase: paging: load more appends
    @Test("paging: load more appends the next page")
    func pagingLoadMoreAppends() {
        let viewModel = makeViewModel()
        viewModel.loadMoreUserBlogs()
        server.deliverPending()
        #expect(titles(viewModel) == (0..<20).map { "Blog \($0)" })
        #expect(server.requests(to: .blogs).last == .blogs(userId: 2, page: 1))
    }

    /// LogicCase: paging: no more
    @Test("paging: after the last page no more follow, the footer reads 没有更多了, and load more asks nothing")
    func pagingNoMore() {
        let viewModel = makeViewModel()
        for _ in 0..<2 {
            viewModel.loadMoreUserBlogs()
            server.deliverPending()
        }
        #expect(!viewModel.hasMore)
        #expect(viewModel.noMoreDataText == "没有更多了")
        let asked = server.log.count
        viewModel.loadMoreUserBlogs()
        #expect(server.log.count == asked)
    }

    /// LogicCase: paging: a stale page is dropped
    @Test("paging: a page asked before a refresh is dropped")
    func pagingStalePageDropped() {
        let viewModel = makeViewModel()
        server.hold(.blogs)
        viewModel.loadMoreUserBlogs()
        viewModel.refreshUserBlogs()
        server.releaseNext(.blogs)
        #expect(viewModel.cellViewModels.count == 10)
        server.releaseNext(.blogs)
        #expect(titles(viewModel) == (0..<10).map { "Blog \($0)" })
    }
}

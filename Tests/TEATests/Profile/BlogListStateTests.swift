import Shared
import TEA
import Testing

// TEA: the paging and the likes are `BlogListState.update`: a page is a message the test sends,
// with the refresh it was asked under, in whichever order it likes.

@Suite("TEA: BlogListState")
struct BlogListStateTests {
    private static func page(_ range: Range<Int>, hasMore: Bool = true) -> BlogPage {
        BlogPage(
            blogs: range.map { Blog(id: 2000 + $0, authorName: "Alice", title: "Blog \($0)", likeCount: $0) },
            hasMore: hasMore)
    }

    private func loaded() -> BlogListState {
        var state = BlogListState(userId: 2)
        #expect(state.update(.fetch) == [.fetchFirstPage(.first, userId: 2, generation: 1)])
        _ = state.update(.firstPageLoaded(.first, generation: 1, .success(Self.page(0..<10))))
        return state
    }

    /// LogicCase: like: in flight
    @Test("like: disabled while in flight, the count unchanged")
    func likeInFlight() {
        var state = loaded()
        #expect(state.update(.like(blogId: 2002)) == [.like(blogId: 2002)])
        #expect(state.row(2002)?.isLikeEnabled == false)
        #expect(state.row(2002)?.likeCount == "赞 2")
        #expect(state.row(2003)?.isLikeEnabled == true, "other rows stay likable")
    }

    /// LogicCase: like: success
    @Test("like: success counts it once and disables the row for good")
    func likeSuccess() {
        var state = loaded()
        _ = state.update(.like(blogId: 2002))
        #expect(state.update(.likeAnswered(blogId: 2002, succeeded: true)) == [])
        #expect(state.row(2002)?.likeCount == "赞 3")
        #expect(state.row(2002)?.isLikeEnabled == false)
        _ = state.update(.refresh)
        _ = state.update(.firstPageLoaded(.refresh, generation: 2, .success(Self.page(0..<10))))
        #expect(state.row(2002)?.likeCount == "赞 3", "a page read before the answer cannot undo it")
    }

    /// LogicCase: like: failure
    @Test("like: failure restores the row and toasts once")
    func likeFailure() {
        var state = loaded()
        _ = state.update(.like(blogId: 2002))
        #expect(state.update(.likeAnswered(blogId: 2002, succeeded: false)) == [.toast("点赞失败")])
        #expect(state.row(2002)?.likeCount == "赞 2")
        #expect(state.row(2002)?.isLikeEnabled == true)
    }

    /// LogicCase: like: double tap
    @Test("like: a second tap in flight asks nothing")
    func likeDoubleTap() {
        var state = loaded()
        _ = state.update(.like(blogId: 2002))
        #expect(state.update(.like(blogId: 2002)) == [])
    }

    /// LogicCase: paging: refresh replaces
    @Test("paging: a refresh replaces the rows with the first page")
    func refreshReplaces() {
        var state = loaded()
        _ = state.update(.loadMore)
        _ = state.update(.pageLoaded(page: 1, generation: 1, .success(Self.page(10..<20))))
        #expect(state.blogs.count == 20)
        #expect(state.update(.refresh) == [.fetchFirstPage(.refresh, userId: 2, generation: 2)])
        _ = state.update(.firstPageLoaded(.refresh, generation: 2, .success(Self.page(0..<10))))
        #expect(state.blogs.count == 10)
        #expect(state.isRefreshing == false)
    }

    /// LogicCase: paging: load more appends
    @Test("paging: load more appends the next page, one at a time")
    func loadMoreAppends() {
        var state = loaded()
        #expect(state.update(.loadMore) == [.fetchPage(userId: 2, page: 1, generation: 1)])
        #expect(state.update(.loadMore) == [], "one load at a time")
        _ = state.update(.pageLoaded(page: 1, generation: 1, .success(Self.page(10..<20))))
        #expect(state.blogs.item(at: 19).id == 2019)
    }

    /// LogicCase: paging: no more
    @Test("paging: once the server says no more, load more asks nothing")
    func noMore() {
        var state = loaded()
        _ = state.update(.loadMore)
        _ = state.update(.pageLoaded(page: 1, generation: 1, .success(Self.page(10..<15, hasMore: false))))
        #expect(state.hasMore == false)
        #expect(state.update(.loadMore) == [])
    }

    /// LogicCase: paging: a stale page is dropped
    @Test("paging: a page asked before the latest refresh is dropped when it lands")
    func stalePage() {
        var state = loaded()
        _ = state.update(.loadMore)
        _ = state.update(.refresh)
        _ = state.update(.firstPageLoaded(.refresh, generation: 2, .success(Self.page(0..<10))))
        _ = state.update(.pageLoaded(page: 1, generation: 1, .success(Self.page(10..<20))))
        #expect(state.blogs.count == 10)
        #expect(state.update(.loadMore) == [.fetchPage(userId: 2, page: 1, generation: 2)], "paging starts over")
    }
}

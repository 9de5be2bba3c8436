import MVP
import Shared
import Testing

// MVP: the like lives in `BlogCellPresenter`, so it is tested with no cell at all. A spy
// stands where the cell would be and records what the presenter told it; the assertions read the
// presenter's formatted texts, which are exactly what a cell would show.

@MainActor
private final class SpyCell: BlogCellView {
    var updates = 0
    func blogCellPresenterDidUpdate() { updates += 1 }
}

@MainActor
@Suite("MVP: BlogCellPresenter")
struct BlogCellPresenterTests {
    let server = makeServer()
    private let spy = SpyCell()

    private func makePresenter(index: Int = 2) -> BlogCellPresenter {
        let presenter = BlogCellPresenter(
            blog: Blog(id: 2000 + index, authorName: "Alice", title: "Blog \(index)", likeCount: index),
            apiManager: server)
        presenter.attach(spy)
        return presenter
    }

    /// LogicCase: like: in flight
    @Test("like: in flight, the button is disabled and the view told")
    func likeInFlight() {
        let presenter = makePresenter()
        presenter.likeBlog()
        #expect(!presenter.isLikeEnabled)
        #expect(presenter.likeCountText == "赞 2")
        #expect(spy.updates == 1)
    }

    /// LogicCase: like: success
    @Test("like: success adds one and stays disabled")
    func likeSuccess() {
        let presenter = makePresenter()
        presenter.likeBlog()
        server.deliverPending()
        #expect(presenter.likeCountText == "赞 3")
        #expect(!presenter.isLikeEnabled)
        #expect(spy.updates == 2)
    }

    /// LogicCase: like: failure
    @Test("like: failure leaves the count, enables the button and reports 点赞失败")
    func likeFailure() {
        let presenter = makePresenter()
        var failures: [String] = []
        presenter.didFailToLikeHandler = { failures.append($0) }
        server.fail(.like, message: "已经赞过了")
        presenter.likeBlog()
        server.deliverPending()
        #expect(presenter.likeCountText == "赞 2")
        #expect(presenter.isLikeEnabled)
        #expect(failures == ["点赞失败"])
    }

    /// LogicCase: like: double tap
    @Test("like: a second like while the first is in flight asks nothing")
    func likeDoubleTap() {
        let presenter = makePresenter()
        presenter.likeBlog()
        presenter.likeBlog()
        #expect(server.requests(to: .like) == [.like(blogId: 2002)])
    }
}

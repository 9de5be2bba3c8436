import MVCVM
import Shared
import Testing

// MVCVM: the like is a command of `BlogCellViewModel`, and everything a cell would show is its
// state, so the test runs the command and reads the state: no cell, no binding, no spy.

@MainActor
@Suite("MVCVM: BlogCellViewModel")
struct BlogCellViewModelTests {
    let server = makeServer()

    private func makeViewModel(index: Int = 2) -> BlogCellViewModel {
        BlogCellViewModel(
            blog: Blog(id: 2000 + index, authorName: "Alice", title: "Blog \(index)", likeCount: index),
            apiManager: server)
    }

    /// LogicCase: like: in flight
    @Test("like: in flight, the button is disabled")
    func likeInFlight() {
        let viewModel = makeViewModel()
        viewModel.likeBlog()
        #expect(!viewModel.isLikeEnabled)
        #expect(viewModel.likeCount == "赞 2")
    }

    /// LogicCase: like: success
    @Test("like: success adds one and stays disabled")
    func likeSuccess() {
        let viewModel = makeViewModel()
        viewModel.likeBlog()
        server.deliverPending()
        #expect(viewModel.likeCount == "赞 3")
        #expect(!viewModel.isLikeEnabled)
    }

    /// LogicCase: like: failure
    @Test("like: failure leaves the count, enables the button and reports 点赞失败")
    func likeFailure() {
        let viewModel = makeViewModel()
        var failures: [String] = []
        viewModel.didFailToLike = { failures.append($0) }
        server.fail(.like, message: "已经赞过了")
        viewModel.likeBlog()
        server.deliverPending()
        #expect(viewModel.likeCount == "赞 2")
        #expect(viewModel.isLikeEnabled)
        #expect(failures == ["点赞失败"])
    }

    /// LogicCase: like: double tap
    @Test("like: a second like while the first is in flight asks nothing")
    func likeDoubleTap() {
        let viewModel = makeViewModel()
        viewModel.likeBlog()
        viewModel.likeBlog()
        #expect(server.requests(to: .like) == [.like(blogId: 2002)])
    }
}

import Foundation
import HeadlessUIKit
import MVC
import Shared
import Testing

// MVC: the like request is sent by `BlogCell`, a view, as the seed writes it, so a like cannot be
// tested without a table and its cells: the test builds a `UITableView`, lets `BlogTableViewHelper`
// fill it, and taps the cell's button. Paging needs the table too: the helper is its data source.

@MainActor
@Suite("MVC: BlogTableViewHelper and BlogCell")
struct BlogTableViewHelperTests {
    let server = makeServer()
    let tableView = UITableView(identifier: "blogList")
    /// Kept here because the table holds its data source weakly, as UIKit's does.
    let helper: BlogTableViewHelper

    init() {
        helper = BlogTableViewHelper(tableView: tableView, userId: 2, apiManager: server)
        helper.fetchData(completion: nil)
        server.deliverPending()
    }

    private func cell(_ row: Int) -> BlogCell? {
        tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? BlogCell
    }

    private func tapLike(_ row: Int) {
        (cell(row)?.firstView(withIdentifier: "blogCell.like") as? UIButton)?.tap()
    }

    private var titles: [String] { tableView.visibleRows.compactMap { cell($0)?.titleText } }

    /// LogicCase: like: in flight
    @Test("like: in flight, the button is disabled")
    func likeInFlight() {
        tapLike(2)
        #expect(cell(2)?.isLikeEnabled == false)
        #expect(cell(2)?.likeCountText == "赞 2")
    }

    /// LogicCase: like: success
    @Test("like: success adds one and stays disabled")
    func likeSuccess() {
        tapLike(2)
        server.deliverPending()
        #expect(cell(2)?.likeCountText == "赞 3")
        #expect(cell(2)?.isLikeEnabled == false)
    }

    /// LogicCase: like: failure
    @Test("like: failure leaves the count, enables the button and toasts 点赞失败")
    func likeFailure() {
        server.fail(.like, message: "已经赞过了")
        tapLike(2)
        server.deliverPending()
        #expect(cell(2)?.likeCountText == "赞 2")
        #expect(cell(2)?.isLikeEnabled == true)
        #expect(tableView.allViews.compactMap { ($0 as? ToastView)?.label.text } == ["点赞失败"])
    }

    /// LogicCase: like: double tap
    @Test("like: a second tap while the first is in flight asks nothing")
    func likeDoubleTap() {
        tapLike(2)
        tapLike(2)
        #expect(server.requests(to: .like) == [.like(blogId: 2002)])
    }

    /// LogicCase: paging: refresh replaces
    @Test("paging: a refresh replaces the rows with the first page")
    func pagingRefreshReplaces() {
        tableView.scrollToBottom()
        server.deliverPending()
        tableView.pullToRefresh()
        server.deliverPending()
        #expect(tableView.numberOfRows == 10)
        #expect(titles == (0..<10).map { "Blog \($0)" })
    }

    /// LogicCase: paging: load more appends
    @Test("paging: load more appends the next page")
    func pagingLoadMoreAppends() {
        tableView.scrollToBottom()
        server.deliverPending()
        #expect(tableView.numberOfRows == 20)
        #expect(server.requests(to: .blogs).last == .blogs(userId: 2, page: 1))
    }

    /// LogicCase: paging: no more
    @Test("paging: after the last page the footer reads 没有更多了 and load more asks nothing")
    func pagingNoMore() {
        for _ in 0..<2 {
            tableView.scrollToBottom()
            server.deliverPending()
        }
        #expect(tableView.footer?.state == .noMoreData)
        #expect(tableView.footer?.stateLabel.text == "没有更多了")
        let asked = server.log.count
        tableView.scrollToBottom()
        #expect(server.log.count == asked)
    }

    /// LogicCase: paging: a stale page is dropped
    @Test("paging: a page asked before a refresh is dropped")
    func pagingStalePageDropped() {
        server.hold(.blogs)
        tableView.scrollToBottom()
        tableView.pullToRefresh()
        server.releaseNext(.blogs)
        #expect(tableView.numberOfRows == 10)
        server.releaseNext(.blogs)
        #expect(titles == (0..<10).map { "Blog \($0)" })
    }
}

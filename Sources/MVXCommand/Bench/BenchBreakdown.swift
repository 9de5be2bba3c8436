import Catalog
import Foundation
import Harness
import HeadlessUIKit
import MVC
import MVCVM
import MVP
import MVVM
import MassiveMVC
import Shared

/// The smallest examples behind the figures that stand far from the best: the row objects of each
/// architecture alone, what Observation adds to MVVM's, what a refresh and a like pay per row, each
/// timed and weighed (the memory held once the rows are built, against before) in a child process
/// of its own.
@MainActor
enum BenchBreakdown {
    /// One example, measured at `rows` rows.
    enum Example: String, CaseIterable, Codable {
        case mvcCellHelpers = "MVC: a BlogCellHelper per blog"
        case mvpCellPresenters = "MVP: a BlogCellPresenter per blog"
        case mvvmCellViewModels = "MVVM: a BlogCellViewModel per blog (@Observable)"
        case mvvmBoundCells =
            "MVVM: each handed to one BlogCell, whose binding renders it on the next turn (a scroll through the list)"
        case mvvmChanged = "MVVM: each bound, then changed once (the binding fires and re-registers)"
        case mvcShownCells =
            "MVC: each shown in a BlogCell, whose like handlers hold the helper and the list weakly (a scroll through the list)"
        case mvcLiked =
            "MVC: a like on each, from its BlogCell's button, the answer redrawn through the handlers; the like alone timed"
        case mvpShownCells = "MVP: each shown in a BlogCell, the cell then given the next (a scroll through the list)"
        case mvpLiked =
            "MVP: a like on each, shown in a BlogCell (the tap and the answer each redraw it); the like alone timed"
        case mvvmLiked = "MVVM: a like on each, handed to a BlogCell and rendered; the like alone timed"
        case massiveLiked =
            "MassiveMVC: a like on each, its cell found among the visible ones at the tap and at the answer and handed its blog again; the like alone timed"
        case mvcDropped = "MVC: a refresh lets go of the old page, a BlogCellHelper per blog (still kept by id)"
        case mvpDropped = "MVP: a refresh lets go of the old page, a BlogCellPresenter per blog (still kept by id)"
        case mvvmDropped = "MVVM: a refresh lets go of the old page, a BlogCellViewModel per blog (still kept by id)"
        case mvcDroppedHeldWeakly =
            "MVC: a refresh lets go of the old page, each BlogCellHelper once held weakly, as its cell's like handlers hold it"
        case mvvmFrameModels = "MVVM: a SystemMessageFrameModel per message, every frame measured (002's load)"
        case mvcMessageLayouts = "MVC: a SystemMessageCellHelper per message, its layout computed"
        case mvpMessageLayouts = "MVP: each message's row from the presenter, laid out by SystemMessageCell.layout(of:)"
        case mvcvmMessageLayouts = "MVCVM: each message laid out by SystemMessageCell.layout(…)"
        case mvcGoodsCellHelpers = "MVC: a GoodsCellHelper per goods"
        case mvpGoodsCellPresenters = "MVP: a GoodsCellPresenter per goods"
        case mvvmGoodsItemViewModels = "MVVM: a GoodsItemViewModel per goods (004's item view model, @Observable)"
        case mvcCartCellHelpers = "MVC: a CartCellHelper per cart item, made as the cart's answer lands"
        case mvpCartRows = "MVP: the presenter's rows read after a change, a CartRow per cart item"
        case mvvmCartItemViewModels = "MVVM: a CartItemViewModel per cart item, the answer mapped"
        case mvvmGoodsBoundCells =
            "MVVM: each GoodsItemViewModel handed to one GoodsCell, whose binding renders it on the next turn (a scroll through the goods)"
        case mvpGoodsShownCells =
            "MVP: each GoodsCellPresenter shown in one GoodsCell, the cell then given the next (a scroll through the goods)"
        case massiveGoodsDropped = "MassiveMVC: a refresh lets go of the old page, a Goods value per goods, freed"
        case mvcGoodsDroppedHeldWeakly =
            "MVC: a refresh lets go of the old page, each GoodsCellHelper (still kept by id) once held weakly, as its cell's handlers hold it"
        case mvpGoodsDropped =
            "MVP: a refresh lets go of the old page, a GoodsCellPresenter per goods (still kept by id)"
        case massiveGoodsLiked =
            "MassiveMVC: a like on each goods, its cell found among the visible ones at the tap and at the answer and handed its goods again; the like alone timed"
        case mvcGoodsLiked =
            "MVC: a like on each goods, from its GoodsCell's button, the answer's redraw finding the row's cell among the visible ones; the like alone timed"
        case mvpGoodsLiked =
            "MVP: a like on each goods, shown in a GoodsCell (the tap and the answer each redraw it); the like alone timed"
        case mvvmGoodsLiked = "MVVM: a like on each goods, bound to a GoodsCell and rendered; the like alone timed"
        case massiveCartFiltered =
            "MassiveMVC: the items on screen filtered through the set of ids being deleted, and their total; the last change's rows let go (once per change)"
        case mvcCartFiltered =
            "MVC: the CartCellHelpers on screen filtered through the set of ids being deleted, each item read through its helper, and their total; the last change's rows let go (once per change)"
        case mvvmCartFiltered =
            "MVVM: the CartItemViewModels on screen filtered by their own flag, and their total; the last change's rows let go (once per change)"
        case mvcGoodsShownCells =
            "MVC: each GoodsCellHelper shown in one GoodsCell, given six new handlers that hold the helper and the list weakly (a scroll through the goods)"
        case massiveGoodsShownCells =
            "MassiveMVC: each Goods handed to one GoodsCell, which formats it, with four new handlers that capture the goods (a scroll through the goods)"
        case massiveMessageHeights =
            "MassiveMVC: every message's height asked of the messages table's delegate, as each row's reload asks with estimatedRowHeight 0"
        case mvcMessageHeights = "MVC: every message's height asked of the messages table's delegate, the same way"
        case mvpMessageHeights = "MVP: every message's height asked of the messages table's delegate, the same way"
        case mvvmMessageHeights =
            "MVVM: every message's height asked of the messages table's delegate, the same way (002's frame model keeps it)"
        case mvcvmMessageHeights = "MVCVM: every message's height asked of the messages table's delegate, the same way"

        var label: String { rawValue }

        /// An example that builds one architecture's row type alone, whose objects per row are counted.
        var isRowTypeAlone: Bool {
            [
                .mvcCellHelpers, .mvpCellPresenters, .mvvmCellViewModels, .mvcGoodsCellHelpers, .mvpGoodsCellPresenters,
                .mvvmGoodsItemViewModels,
            ].contains(self)
        }
    }

    struct Result: Codable {
        var milliseconds: Double
        /// Memory held after building the rows, minus before.
        var bytes: Int
        /// The objects one row is made of, for the examples of a row type alone.
        var objectsPerRow: Int?
    }

    /// Builds the example's rows, keeping them alive to the end, and measures the building.
    static func run(_ example: Example, rows: Int) -> Result {
        let blogs = Fixture.blogs(of: Fixture.otherUserId, count: rows)
        let liking = [.mvcLiked, .mvpLiked, .mvvmLiked, .massiveLiked].contains(example)
        let api = Fixture.server(blogCount: liking ? rows : 0)
        let clock = ContinuousClock()
        var kept: [AnyObject] = []
        kept.reserveCapacity(rows)
        let cell = MVVM.BlogCell(style: .default, reuseIdentifier: "BlogCell")
        let mvpCell = MVP.BlogCell(style: .default, reuseIdentifier: "BlogCell")
        let mvcCell = MVC.BlogCell(style: .default, reuseIdentifier: "BlogCell")
        if let elapsed = messages(example, rows: rows) ?? cart(example, rows: rows) ?? goods(example, rows: rows) {
            return Result(milliseconds: elapsed.milliseconds, bytes: 0)
        }
        if let makeRow = droppedRow(example, api: api) {
            // A refresh's cost per old row: the page's array lets go of each row object, which the
            // module still keeps by blog id, so nothing is freed; only the time is measured.
            var byId: [Int: AnyObject] = [:]
            var page: [AnyObject] = []
            for blog in blogs {
                let row = makeRow(blog)
                byId[blog.id] = row
                page.append(row)
            }
            let start = clock.now
            page.removeAll()
            let elapsed = start.duration(to: clock.now)
            withExtendedLifetime((byId, page)) {}
            return Result(milliseconds: elapsed.milliseconds, bytes: 0)
        }
        let before = allocatedBytes()
        let start = clock.now
        // What the like examples time: the like alone, not the rows and cells it needs first.
        var likes = Duration.zero
        func timeLike(_ like: () -> Void) { likes += clock.measure(like) }
        switch example {
        case .mvcCellHelpers:
            for blog in blogs { kept.append(BlogCellHelper(blog: blog)) }
        case .mvpCellPresenters:
            for blog in blogs { kept.append(BlogCellPresenter(blog: blog, apiManager: api)) }
        case .mvvmCellViewModels:
            for blog in blogs { kept.append(MVVM.BlogCellViewModel(blog: blog, apiManager: api)) }
        case .mvcGoodsCellHelpers:
            for goods in Fixture.homeGoods(count: rows) { kept.append(GoodsCellHelper(goods: goods)) }
        case .mvpGoodsCellPresenters:
            for goods in Fixture.homeGoods(count: rows) {
                kept.append(GoodsCellPresenter(goods: goods, apiManager: api))
            }
        case .mvvmGoodsItemViewModels:
            for goods in Fixture.homeGoods(count: rows) {
                kept.append(MVVM.GoodsItemViewModel(goods: goods, apiManager: api))
            }
        case .mvcDropped, .mvpDropped, .mvvmDropped, .mvcDroppedHeldWeakly, .mvvmFrameModels,
            .mvcMessageLayouts, .mvpMessageLayouts, .mvcvmMessageLayouts, .massiveMessageHeights, .mvcMessageHeights,
            .mvpMessageHeights, .mvvmMessageHeights, .mvcvmMessageHeights, .mvcCartCellHelpers, .mvpCartRows,
            .mvvmCartItemViewModels, .mvvmGoodsBoundCells, .mvpGoodsShownCells, .massiveGoodsDropped,
            .mvcGoodsDroppedHeldWeakly, .mvpGoodsDropped, .massiveGoodsLiked, .mvcGoodsLiked, .mvpGoodsLiked,
            .mvvmGoodsLiked, .massiveCartFiltered, .mvcCartFiltered, .mvvmCartFiltered, .mvcGoodsShownCells,
            .massiveGoodsShownCells:
            break
        case .mvcShownCells, .mvcLiked:
            // What BlogTableViewHelper's cellForRowAt hands the cell; the server stands in for the list.
            let likeButton = mvcCell.allViews.compactMap { $0 as? UIButton }.first
            for blog in blogs {
                let row = BlogCellHelper(blog: blog)
                mvcCell.apiManager = api
                mvcCell.blogId = row.blogId
                mvcCell.willLikeHandler = { [weak row] in row?.willLike() }
                mvcCell.didLikeHandler = { [weak api, weak row, weak mvcCell] in
                    guard api != nil, let row else { return }
                    row.didLike()
                    mvcCell?.likeCountText = row.likeCountText
                    mvcCell?.isLikeEnabled = row.isLikeEnabled
                }
                mvcCell.didFailToLikeHandler = { [weak api, weak row] in if api != nil { row?.didFailToLike() } }
                mvcCell.titleText = row.titleText
                mvcCell.authorText = row.authorText
                mvcCell.likeCountText = row.likeCountText
                mvcCell.isLikeEnabled = row.isLikeEnabled
                if example == .mvcLiked {
                    timeLike {
                        likeButton?.sendActions(for: .touchUpInside)
                        _ = api.deliverPending()
                    }
                }
                kept.append(row)
            }
        case .mvpShownCells, .mvpLiked:
            for blog in blogs {
                let row = BlogCellPresenter(blog: blog, apiManager: api)
                mvpCell.presenter = row
                if example == .mvpLiked {
                    timeLike {
                        row.likeBlog()
                        _ = api.deliverPending()
                    }
                }
                kept.append(row)
            }
            mvpCell.presenter = nil
        case .mvvmLiked:
            for blog in blogs {
                let row = MVVM.BlogCellViewModel(blog: blog, apiManager: api)
                cell.viewModel = row
                _ = MainQueue.runUntilIdle()
                timeLike {
                    row.likeBlog()
                    _ = MainQueue.runUntilIdle()
                    _ = api.deliverPending()
                    _ = MainQueue.runUntilIdle()
                }
                kept.append(row)
            }
            cell.viewModel = nil
            _ = MainQueue.runUntilIdle()
        case .massiveLiked:
            // What UserVC does around the request: it finds the cell that shows the blog among the
            // visible ones, marks it in flight, and at the answer finds it again and hands it the blog.
            let visible = (0..<UITableView.windowHeight).map { _ in
                MassiveMVC.BlogCell(style: .default, reuseIdentifier: "BlogCell")
            }
            for (index, blog) in blogs.enumerated() {
                visible[index % visible.count].blog = blog
                func cellShowing() -> MassiveMVC.BlogCell? { visible.lazy.first { $0.blog?.id == blog.id } }
                timeLike {
                    cellShowing()?.isLiking = true
                    api.likeBlog(blogId: blog.id) { result in
                        let cell = cellShowing()
                        cell?.isLiking = false
                        guard case .success = result else { return }
                        var liked = blog
                        liked.likeCount += 1
                        liked.isLiked = true
                        cell?.blog = liked
                    }
                    _ = api.deliverPending()
                }
            }
        case .mvvmBoundCells, .mvvmChanged:
            for blog in blogs {
                let row = MVVM.BlogCellViewModel(blog: blog, apiManager: api)
                cell.viewModel = row
                _ = MainQueue.runUntilIdle()
                if example == .mvvmChanged {
                    row.update(blog)
                    _ = MainQueue.runUntilIdle()
                }
                kept.append(row)
            }
            cell.viewModel = nil
            _ = MainQueue.runUntilIdle()
        }
        precondition(!liking || api.log.count == rows, "every like example sends one like per row")
        let elapsed = liking ? likes : start.duration(to: clock.now)
        var result = Result(milliseconds: elapsed.milliseconds, bytes: allocatedBytes() - before)
        if example.isRowTypeAlone, let row = kept.first {
            result.objectsPerRow = ObjectGraph.count(from: row, excluding: [api])
        }
        withExtendedLifetime((kept, cell, mvpCell, mvcCell)) {}
        return result
    }

    /// The time of a messages example at `rows` messages; nil for the other examples.
    private static func messages(_ example: Example, rows: Int) -> Duration? {
        let messages = (0..<rows).map {
            SystemMessageModel(
                messageID: $0 + 1, author: "聚保", title: "消息\($0)",
                content: String(repeating: "第\($0)条消息的内容", count: 1 + $0 % 4), publishedTime: "2016-02-1 10:00",
                isRead: true)
        }
        let clock = ContinuousClock()
        switch example {
        case .mvvmFrameModels:
            var frameModels: [SystemMessageFrameModel] = []
            frameModels.reserveCapacity(rows)
            let elapsed = clock.measure { for message in messages { frameModels.append(.init(messageModel: message)) } }
            withExtendedLifetime(frameModels) {}
            return elapsed
        case .mvcMessageLayouts:
            return clock.measure { for message in messages { _ = SystemMessageCellHelper(message: message).layout } }
        case .mvpMessageLayouts:
            let server = Fixture.messagesServer(messages: messages)
            let presenter = SystemMessagePresenter(apiManager: server)
            presenter.loadData()
            while MainQueue.runUntilIdle() || server.deliverPending() {}
            precondition(presenter.numberOfRows == rows, "the presenter holds every message")
            return clock.measure {
                for index in 0..<rows { _ = MVP.SystemMessageCell.layout(of: presenter.row(at: index)) }
            }
        case .mvcvmMessageLayouts:
            return clock.measure {
                for message in messages {
                    _ = MVCVM.SystemMessageCell.layout(
                        title: message.title, publishedTime: message.publishedTime, author: message.author,
                        content: message.content, isExpanded: false)
                }
            }
        case .massiveMessageHeights: return heights(of: "MassiveMVC", messages)
        case .mvcMessageHeights: return heights(of: "MVC", messages)
        case .mvpMessageHeights: return heights(of: "MVP", messages)
        case .mvvmMessageHeights: return heights(of: "MVVM", messages)
        case .mvcvmMessageHeights: return heights(of: "MVCVM", messages)
        default: return nil
        }
    }

    /// A goods cell given one row after another, as a scroll hands them; nil for the other examples.
    private static func goods(_ example: Example, rows: Int) -> Duration? {
        let goods = Fixture.homeGoods(count: rows)
        let api = Fixture.goodsServer(goods: [])
        let clock = ContinuousClock()
        switch example {
        case .mvvmGoodsBoundCells:
            let cell = MVVM.GoodsCell(style: .default, reuseIdentifier: "GoodsCell")
            let rows = goods.map { MVVM.GoodsItemViewModel(goods: $0, apiManager: api) }
            let elapsed = clock.measure {
                for row in rows {
                    cell.viewModel = row
                    _ = MainQueue.runUntilIdle()
                }
            }
            cell.viewModel = nil
            _ = MainQueue.runUntilIdle()
            return elapsed
        case .massiveGoodsShownCells:
            // What GoodsVC's cellForRowAt hands the cell; the server stands in for the controller.
            let cell = MassiveMVC.GoodsCell(style: .default, reuseIdentifier: "GoodsCell")
            let elapsed = clock.measure {
                for (row, item) in goods.enumerated() {
                    cell.isLiking = false
                    cell.goods = item
                    cell.didClickLikeHandler = { [weak api] in _ = (api, row) }
                    cell.didClickAvatarHandler = { [weak api] in _ = (api, item.userId) }
                    cell.didClickLocationHandler = { [weak api] in _ = (api, item) }
                    cell.didClickCommentHandler = { [weak api] in _ = (api, item) }
                }
            }
            return elapsed
        case .mvcGoodsShownCells:
            // What GoodsTableViewHelper's cellForRowAt hands the cell; the server stands in for the list.
            let cell = MVC.GoodsCell(style: .default, reuseIdentifier: "GoodsCell")
            let rows = goods.map { GoodsCellHelper(goods: $0) }
            let elapsed = clock.measure {
                for row in rows {
                    cell.apiManager = api
                    cell.goodsId = row.goodsId
                    cell.willLikeHandler = { [weak row] in row?.willLike() }
                    cell.didLikeHandler = { [weak api, weak row] in if api != nil { row?.didLike() } }
                    cell.didFailToLikeHandler = { [weak api, weak row] in if api != nil { row?.didFailToLike() } }
                    cell.avatarHandler = { [weak api, weak row] in _ = (api, row) }
                    cell.locationHandler = { [weak api, weak row] in _ = (api, row) }
                    cell.commentHandler = { [weak api, weak row] in _ = (api, row) }
                    cell.avatarName = row.avatarName
                    cell.nickNameText = row.nickNameText
                    cell.isVerified = row.isVerified
                    cell.userIdText = row.userIdText
                    cell.priceText = row.priceText
                    cell.freightText = row.freightText
                    cell.titleText = row.titleText
                    cell.locationText = row.locationText
                    cell.likeText = row.likeText
                    cell.isLikeEnabled = row.isLikeEnabled
                    cell.commentText = row.commentText
                }
            }
            withExtendedLifetime(rows) {}
            return elapsed
        case .mvpGoodsShownCells:
            let cell = MVP.GoodsCell(style: .default, reuseIdentifier: "GoodsCell")
            let rows = goods.map { GoodsCellPresenter(goods: $0, apiManager: api) }
            let elapsed = clock.measure { for row in rows { cell.presenter = row } }
            cell.presenter = nil
            return elapsed
        case .massiveGoodsDropped:
            var page = goods
            return clock.measure { page.removeAll() }
        case .mvcGoodsDroppedHeldWeakly, .mvpGoodsDropped:
            // The page's array lets go of each row object, which the list still keeps by id.
            let byId: [Int: AnyObject] = Dictionary(
                uniqueKeysWithValues: goods.map { goods in
                    let row: AnyObject
                    switch example {
                    case .mvcGoodsDroppedHeldWeakly:
                        let helper = GoodsCellHelper(goods: goods)
                        WeakReference(helper).check()
                        row = helper
                    default: row = GoodsCellPresenter(goods: goods, apiManager: api)
                    }
                    return (goods.goodsId, row)
                })
            var page = goods.compactMap { byId[$0.goodsId] }
            let elapsed = clock.measure { page.removeAll() }
            withExtendedLifetime(byId) {}
            return elapsed
        case .massiveGoodsLiked:
            let liking = Fixture.goodsServer(goods: goods)
            let visible = (0..<UITableView.windowHeight).map { _ in
                MassiveMVC.GoodsCell(style: .default, reuseIdentifier: "GoodsCell")
            }
            var likes = Duration.zero
            for (index, item) in goods.enumerated() {
                visible[index % visible.count].goods = item
                func cellShowing() -> MassiveMVC.GoodsCell? { visible.lazy.first { $0.goods?.goodsId == item.goodsId } }
                likes += clock.measure {
                    cellShowing()?.isLiking = true
                    liking.likeGoods(goodsId: item.goodsId) { result in
                        let cell = cellShowing()
                        cell?.isLiking = false
                        guard case .success = result else { return }
                        var liked = item
                        liked.likeCount += 1
                        liked.isLiked = true
                        cell?.goods = liked
                    }
                    _ = liking.deliverPending()
                }
            }
            return likes
        case .mvcGoodsLiked:
            // GoodsTableViewHelper's handlers: the answer redraws the like in the cell that shows the
            // row's helper, found among the visible rows.
            let liking = Fixture.goodsServer(goods: goods)
            let visible = (0..<UITableView.windowHeight).map { _ in
                MVC.GoodsCell(style: .default, reuseIdentifier: "GoodsCell")
            }
            var shown: [GoodsCellHelper?] = Array(repeating: nil, count: visible.count)
            var likes = Duration.zero
            for (index, item) in goods.enumerated() {
                let row = GoodsCellHelper(goods: item)
                let cell = visible[index % visible.count]
                shown[index % visible.count] = row
                let redraw = { [weak row] in
                    guard let row, let at = shown.firstIndex(where: { $0 === row }) else { return }
                    visible[at].likeText = row.likeText
                    visible[at].isLikeEnabled = row.isLikeEnabled
                }
                cell.apiManager = liking
                cell.goodsId = row.goodsId
                cell.willLikeHandler = { [weak row] in row?.willLike() }
                cell.didLikeHandler = { [weak row] in
                    row?.didLike()
                    redraw()
                }
                cell.didFailToLikeHandler = { [weak row] in
                    row?.didFailToLike()
                    redraw()
                }
                cell.likeText = row.likeText
                cell.isLikeEnabled = row.isLikeEnabled
                let likeButton = cell.allViews.lazy.compactMap { $0 as? UIButton }
                    .first { $0.accessibilityIdentifier == "goodsCell.like" }
                likes += clock.measure {
                    likeButton?.sendActions(for: .touchUpInside)
                    _ = liking.deliverPending()
                }
            }
            return likes
        case .mvpGoodsLiked:
            let liking = Fixture.goodsServer(goods: goods)
            let cell = MVP.GoodsCell(style: .default, reuseIdentifier: "GoodsCell")
            var likes = Duration.zero
            for item in goods {
                let row = GoodsCellPresenter(goods: item, apiManager: liking)
                cell.presenter = row
                likes += clock.measure {
                    row.likeGoods()
                    _ = liking.deliverPending()
                }
            }
            cell.presenter = nil
            return likes
        case .mvvmGoodsLiked:
            let liking = Fixture.goodsServer(goods: goods)
            let cell = MVVM.GoodsCell(style: .default, reuseIdentifier: "GoodsCell")
            var likes = Duration.zero
            for item in goods {
                let row = MVVM.GoodsItemViewModel(goods: item, apiManager: liking)
                cell.viewModel = row
                _ = MainQueue.runUntilIdle()
                likes += clock.measure {
                    row.likeGoods()
                    _ = MainQueue.runUntilIdle()
                    _ = liking.deliverPending()
                    _ = MainQueue.runUntilIdle()
                }
            }
            cell.viewModel = nil
            _ = MainQueue.runUntilIdle()
            return likes
        default: return nil
        }
    }

    /// The cart's row objects, one per item, as each version makes them; nil for the other examples.
    private static func cart(_ example: Example, rows: Int) -> Duration? {
        let items = (0..<rows).map {
            CartItem(id: $0 + 1, name: "商品\($0)", imageUrl: "http://CC", count: 1 + $0 % CartItem.maximumCount)
        }
        let clock = ContinuousClock()
        switch example {
        case .mvcCartCellHelpers:
            var helpers: [CartCellHelper] = []
            helpers.reserveCapacity(rows)
            let elapsed = clock.measure { for item in items { helpers.append(CartCellHelper(item: item)) } }
            withExtendedLifetime(helpers) {}
            return elapsed
        case .mvpCartRows:
            let server = Fixture.cartServer(items: items)
            let presenter = CartPresenter(apiManager: server)
            presenter.loadData()
            while MainQueue.runUntilIdle() || server.deliverPending() {}
            precondition(presenter.dataArray.count == rows, "the presenter holds every item")
            presenter.didClickReduceBtn(itemId: 2)
            return clock.measure { precondition(presenter.rows.count == rows) }
        case .massiveCartFiltered:
            let deleting: Set<Int> = [rows + 1]
            var visible = items.filter { !deleting.contains($0.id) }
            var total = 0
            let elapsed = clock.measure {
                visible = items.filter { !deleting.contains($0.id) }
                total = visible.reduce(0) { $0 + $1.count }
            }
            precondition(total > 0)
            return elapsed
        case .mvcCartFiltered:
            let helpers = items.map(CartCellHelper.init(item:))
            let deleting: Set<Int> = [rows + 1]
            var visible = helpers.filter { !deleting.contains($0.item.id) }
            var total = 0
            let elapsed = clock.measure {
                visible = helpers.filter { !deleting.contains($0.item.id) }
                total = visible.reduce(0) { $0 + $1.item.count }
            }
            precondition(total > 0)
            return elapsed
        case .mvvmCartFiltered:
            let viewModels = items.map(MVVM.CartItemViewModel.init)
            var visible = viewModels.filter { !$0.isDeleting }
            var total = 0
            let elapsed = clock.measure {
                visible = viewModels.filter { !$0.isDeleting }
                total = visible.reduce(0) { $0 + $1.count }
            }
            precondition(total > 0)
            return elapsed
        case .mvvmCartItemViewModels:
            var made: [MVVM.CartItemViewModel] = []
            let elapsed = clock.measure { made = items.map(MVVM.CartItemViewModel.init) }
            withExtendedLifetime(made) {}
            return elapsed
        default: return nil
        }
    }

    /// The architecture's messages screen, loaded with the messages; then every row's height asked of
    /// its table's delegate, as the table does on each reload with `estimatedRowHeight` 0.
    private static func heights(of architecture: String, _ messages: [SystemMessageModel]) -> Duration {
        guard let entry = ArchitectureCatalog.all.first(where: { $0.name == architecture }) else {
            preconditionFailure("no architecture \(architecture)")
        }
        let screen = MessagesScreen(entry, server: Fixture.messagesServer(messages: messages))
        guard let table = screen.table, let delegate = table.delegate else {
            preconditionFailure("\(architecture)'s messages table has no delegate")
        }
        precondition(table.numberOfRows == messages.count, "the screen shows every message")
        let elapsed = ContinuousClock().measure {
            for row in 0..<messages.count {
                _ = delegate.tableView(table, heightForRowAt: IndexPath(row: row, section: 0))
            }
        }
        screen.close()
        return elapsed
    }

    /// How a "dropped" example makes its row object; nil for the other examples.
    private static func droppedRow(_ example: Example, api: FakeServer) -> ((Blog) -> AnyObject)? {
        switch example {
        case .mvcDropped: { BlogCellHelper(blog: $0) }
        case .mvcDroppedHeldWeakly:
            {
                let row = BlogCellHelper(blog: $0)
                // The runtime gives an object a side table the first time a weak reference points at
                // it, and keeps it for the object's life: every later retain and release takes the slow path.
                WeakReference(row).check()
                return row
            }
        case .mvpDropped: { BlogCellPresenter(blog: $0, apiManager: api) }
        case .mvvmDropped: { MVVM.BlogCellViewModel(blog: $0, apiManager: api) }
        default: nil
        }
    }

    /// The memory the process holds: malloc's bytes in use on Darwin; resident memory on Linux,
    /// whose C library's statistics (`mallinfo2`) Swift does not import.
    private static func allocatedBytes() -> Int {
        #if canImport(Darwin)
            var statistics = malloc_statistics_t()
            malloc_zone_statistics(nil, &statistics)
            return Int(statistics.size_in_use)
        #else
            let fields = ((try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? "").split(
                separator: " ")
            let residentPages = fields.count > 1 ? Int(fields[1]) ?? 0 : 0
            return residentPages * Int(sysconf(Int32(_SC_PAGESIZE)))
        #endif
    }
}

/// A weak reference made and read, for `mvcDroppedHeldWeakly`.
private final class WeakReference {
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }

    func check() {
        precondition(object != nil)
    }
}

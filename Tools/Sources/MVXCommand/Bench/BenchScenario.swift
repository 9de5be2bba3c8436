import Catalog
import Foundation
import Harness
import HeadlessUIKit
import Shared
import SourceReading

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// One pass of the benchmark on one architecture, one list size and one part, run in a child
/// process of its own so that its peak resident memory is its own. The screens part: on the
/// profile, open the screen and load every page, scroll through the list once, like each visible
/// row, pull to refresh; on the login, fill the form and log in, which opens the own profile; on
/// 003's cart, with as many items as the list has rows, open it, tap "+" on each visible row,
/// delete the first row a few times; on 002's messages, as many as the list has rows, open them
/// (every layout the version computes on load included) and tap "查看详情" on each visible row.
/// The goods part: 004's goods home page with as many goods, open it and load every page, scroll
/// through, like each visible row, pull to refresh.
@MainActor
enum BenchScenario {
    /// What one child process measures, each with its own peak memory and the objects its list keeps.
    enum Part: String, CaseIterable, Codable {
        /// The profile, the login, the cart and the messages, one after the other.
        case screens
        /// 004's goods home page, whose rows are item view models in MVVM (003's memory claim on a
        /// second screen).
        case goods

        /// A figure's name in this part: "goods: objects".
        nonisolated func label(_ figure: String) -> String {
            switch self {
            case .screens: figure
            case .goods: "goods: \(figure)"
            }
        }

        nonisolated var actions: [String] {
            switch self {
            case .screens:
                [
                    "open + load all", "scroll through", likeAction, "refresh", "log in (opens the own profile)",
                    "cart: open", "cart: + on a row", "cart: delete a row", "messages: open",
                    "messages: expand a row",
                ]
            case .goods: ["goods: open + load all", "goods: scroll through", likeAction, "goods: refresh"]
            }
        }

        /// The part's like, whose UI work should not grow with the list.
        nonisolated var likeAction: String {
            switch self {
            case .screens: "like one row"
            case .goods: "goods: like a row"
            }
        }
    }

    /// Every part's actions, in the order of the parts.
    nonisolated static let actions = Part.allCases.flatMap(\.actions)

    /// What one pass measured.
    struct Result: Codable {
        /// Milliseconds per action, in the order of the part's ``Part/actions``.
        var milliseconds: [Double]
        /// UI work per action: cells configured, rows reloaded, full reloads, label writes, writes of
        /// the navigation bar (the cart's total, the goods' appearance).
        var uiWork: [[Int]]
        /// Objects the list's screen keeps once every page is loaded (found through the object graph).
        var objects: Int
        /// Peak resident memory of the process, in kilobytes.
        var peakKilobytes: Int
    }

    static func run(_ architecture: ArchitectureEntry, rows: Int, part: Part) throws(LabError) -> Result {
        let pass: (ArchitectureEntry, Int) throws(LabError) -> Result =
            switch part {
            case .screens: screensPass
            case .goods: goodsPass
            }
        _ = try pass(architecture, 100)  // warm-up: code paths, caches, the allocator
        return try pass(architecture, rows)
    }

    private static func screensPass(_ architecture: ArchitectureEntry, rows: Int) throws(LabError) -> Result {
        let clock = ContinuousClock()
        var milliseconds: [Double] = []
        var uiWork: [[Int]] = []
        var screen: ProfileScreen!
        var last = UIWork()
        func measure(_ action: () -> Void) {
            let elapsed = clock.measure(action)
            milliseconds.append(elapsed.milliseconds)
            let now = screen.root.uiWork
            uiWork.append(counts(now - last))
            last = now
        }
        let server = Fixture.loginServer(blogCount: rows)
        let start = clock.now
        screen = ProfileScreen(architecture, server: server)
        // Each scroll to the end loads a page of at least one row, so the footer must say so by then.
        var scrolls = 0
        while screen.text("footer.text") != "没有更多了" {
            guard scrolls <= rows else {
                throw LabError(
                    "\(architecture.name) at \(rows) rows: the footer never read 没有更多了 after \(scrolls) scrolls to the end"
                )
            }
            screen.scrollToBottom()
            scrolls += 1
        }
        let opened = start.duration(to: clock.now)
        milliseconds.append(opened.milliseconds)
        last = screen.root.uiWork
        uiWork.append(counts(last))
        let objects = ObjectGraph.count(from: screen.screen!, excluding: [server, screen.navigation])
        measure {
            for row in stride(from: 0, to: rows, by: UITableView.windowHeight) { screen.scrollBlogs(toRow: row) }
        }
        // One like takes microseconds, near the clock's noise and colder than any other: its time is
        // the median of a like on each visible row, from the last up; its UI work, the first like's.
        let likesStart = screen.root.uiWork
        var likes: [Double] = []
        for row in screen.blogTable.visibleRows.reversed() {
            likes.append(clock.measure { screen.tapLike(row: row) }.milliseconds)
            if likes.count == 1 { uiWork.append(counts(screen.root.uiWork - likesStart)) }
        }
        milliseconds.append(median(likes))
        last = screen.root.uiWork
        measure { screen.pullToRefresh() }
        screen.close()
        let login = LoginScreen(architecture, server: server)
        login.fill(phone: Fixture.accounts[0].mobilePhone, code: Fixture.accounts[0].verifyCode)
        let beforeLogin = login.stackWork
        milliseconds.append(clock.measure { login.tapLogin() }.milliseconds)
        uiWork.append(counts(login.stackWork - beforeLogin))
        login.close()
        try measureCart(architecture, items: rows, milliseconds: &milliseconds, uiWork: &uiWork)
        try measureMessages(architecture, count: rows, milliseconds: &milliseconds, uiWork: &uiWork)
        return Result(milliseconds: milliseconds, uiWork: uiWork, objects: objects, peakKilobytes: peakKilobytes())
    }

    /// The goods home page with `rows` goods: open it and load every page (the banners' answer
    /// included), scroll through once from the top, like each visible row (the median, its answer
    /// included; the UI work is the first like's), pull to refresh.
    private static func goodsPass(_ architecture: ArchitectureEntry, rows: Int) throws(LabError) -> Result {
        let clock = ContinuousClock()
        let server = Fixture.goodsServer(goods: Fixture.homeGoods(count: rows))
        var milliseconds: [Double] = []
        var uiWork: [[Int]] = []
        let start = clock.now
        let screen = GoodsScreen(architecture, server: server)
        var scrolls = 0
        while screen.isFooterShown {
            guard scrolls <= rows else {
                throw LabError("\(architecture.name) at \(rows) goods: the footer still shows after \(scrolls) scrolls")
            }
            screen.scrollToBottom()
            scrolls += 1
        }
        milliseconds.append(start.duration(to: clock.now).milliseconds)
        guard screen.numberOfRows == rows else {
            throw LabError("\(architecture.name) at \(rows) goods: the list has \(screen.numberOfRows) rows")
        }
        uiWork.append(counts(screen.root.uiWork, titles: screen.barWrites))
        let objects = ObjectGraph.count(from: screen.screen!, excluding: [server, screen.navigation])
        func measure(_ action: () -> Void) {
            let (work, bar) = (screen.root.uiWork, screen.barWrites)
            milliseconds.append(clock.measure(action).milliseconds)
            uiWork.append(counts(screen.root.uiWork - work, titles: screen.barWrites - bar))
        }
        measure { for row in stride(from: 0, to: rows, by: UITableView.windowHeight) { screen.scroll(toRow: row) } }
        var likes: [Double] = []
        for row in screen.visibleRows.reversed() {
            let (work, bar) = (screen.root.uiWork, screen.barWrites)
            likes.append(clock.measure { screen.tapLike(row: row) }.milliseconds)
            if likes.count == 1 { uiWork.append(counts(screen.root.uiWork - work, titles: screen.barWrites - bar)) }
        }
        milliseconds.append(median(likes))
        measure { screen.pullToRefresh() }
        screen.close()
        return Result(milliseconds: milliseconds, uiWork: uiWork, objects: objects, peakKilobytes: peakKilobytes())
    }

    /// The cart's three actions. A change takes microseconds, so each time is a median: of a "+" on
    /// each visible row, and of five deletions of the first row; the UI work is the first one's.
    private static func measureCart(
        _ architecture: ArchitectureEntry, items: Int, milliseconds: inout [Double], uiWork: inout [[Int]]
    ) throws(LabError) {
        let clock = ContinuousClock()
        let server = Fixture.cartServer(
            items: (0..<items).map { CartItem(id: $0 + 1, name: "商品\($0)", count: 1 + $0 % 199) })
        var cart: CartScreen!
        milliseconds.append(clock.measure { cart = CartScreen(architecture, server: server) }.milliseconds)
        uiWork.append(counts(cart.root.uiWork, titles: cart.barWrites))
        guard cart.rows.count == min(items, UITableView.windowHeight) else {
            throw LabError("\(architecture.name) at \(items) items: the cart shows \(cart.rows.count) rows")
        }
        for (rows, act) in [
            (cart.table?.visibleRows.reversed() ?? [], { (row: Int) in cart.tapAdd(row: row) }),
            (Array(repeating: 0, count: 5), { (row: Int) in cart.tapDelete(row: row) }),
        ] {
            var times: [Double] = []
            for row in rows {
                let (work, titles) = (cart.root.uiWork, cart.barWrites)
                times.append(clock.measure { act(row) }.milliseconds)
                if times.count == 1 {
                    uiWork.append(counts(cart.root.uiWork - work, titles: cart.barWrites - titles))
                }
            }
            milliseconds.append(median(times))
        }
        cart.close()
    }

    /// The messages' two actions: the open, with its answer; the expand is a median, of a tap on
    /// "查看详情" on each visible row (each unread one's receipt answered), with the first one's UI work.
    private static func measureMessages(
        _ architecture: ArchitectureEntry, count: Int, milliseconds: inout [Double], uiWork: inout [[Int]]
    ) throws(LabError) {
        let clock = ContinuousClock()
        let server = Fixture.messagesServer(
            messages: (0..<count).map {
                SystemMessageModel(
                    messageID: $0 + 1, author: "聚保", title: "消息\($0)",
                    content: String(repeating: "第\($0)条消息的内容", count: 1 + $0 % 4),
                    publishedTime: "2016-02-\(1 + $0 % 28) 10:00", isRead: $0 % 2 == 0)
            })
        var screen: MessagesScreen!
        milliseconds.append(clock.measure { screen = MessagesScreen(architecture, server: server) }.milliseconds)
        uiWork.append(counts(screen.root.uiWork))
        guard screen.rows.count == min(count, UITableView.windowHeight) else {
            throw LabError("\(architecture.name) at \(count) messages: the list shows \(screen.rows.count) rows")
        }
        var times: [Double] = []
        for row in screen.visibleRows {
            let work = screen.root.uiWork
            times.append(clock.measure { screen.tapMore(row: row) }.milliseconds)
            if times.count == 1 { uiWork.append(counts(screen.root.uiWork - work)) }
        }
        milliseconds.append(median(times))
        screen.close()
    }

    private static func counts(_ work: UIWork, titles: Int = 0) -> [Int] {
        [work.cellsConfigured, work.rowsReloaded, work.fullReloads, work.labelWrites, titles]
    }

    /// `ru_maxrss` is in kilobytes on Linux and in bytes on Darwin.
    private static func peakKilobytes() -> Int {
        var usage = rusage()
        #if canImport(Darwin)
            getrusage(RUSAGE_SELF, &usage)
            return Int(usage.ru_maxrss) / 1024
        #else
            getrusage(RUSAGE_SELF.rawValue, &usage)
            return Int(usage.ru_maxrss)
        #endif
    }
}

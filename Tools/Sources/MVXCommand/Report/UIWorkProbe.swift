import Catalog
import Harness
import HeadlessUIKit
import Reporting
import Scenario
import Shared

/// Drives each architecture's screen through the report's user actions with the suite's own
/// robot and reads the kit's counters, so the UI work figures come from the running code.
@MainActor
enum UIWorkProbe {
    static let actions = [
        "open the screen", "like a row", "pull to refresh", "load more", "switch to drafts",
        "login: fill the form", "login: log in (the profile it opens included)",
        "cart: + on a row (its answer included)", "cart: delete a row (its answer included)",
        "messages: 查看详情 on an unread row (its receipt included)",
        "goods: one scroll step down, the bar's style unchanged", "goods: like a row (its answer included)",
        "friends: +关注 on a row (its answer included)", "friends: unfollow a row (its answer included)",
    ]

    /// Each screen's main action, the one the report's first screen shows: what a person does most
    /// there, in its article's story.
    static let mainActions: [Screen: String] = [
        .profile: "like a row", .login: "login: fill the form", .cart: "cart: + on a row (its answer included)",
        .messages: "messages: 查看详情 on an unread row (its receipt included)",
        .goods: "goods: like a row (its answer included)", .friends: "friends: +关注 on a row (its answer included)",
    ]

    /// What the user must see change, and nothing else: the row's count and the total for a "+";
    /// the total for a deletion (the row's removal is not a write the kit counts); for an expansion,
    /// nothing the kit counts: no text changes, and a table changes a row's height without reloading
    /// it (`beginUpdates`/`endUpdates`) while its cell moves its own frames and button title. A scroll
    /// step of the goods shows one new row (one cell, its five labels) and leaves the bar's style as
    /// it was (no write); a like changes a button's title, which the kit does not count. A follow and
    /// an unfollow change a button's title, look and visibility, and remove a row: nothing the kit counts.
    static let minimums: [String: UIWorkFigures] = [
        "cart: + on a row (its answer included)": UIWorkFigures(
            cellsConfigured: 0, rowsReloaded: 0, fullReloads: 0, labelWrites: 1, barWrites: 1),
        "cart: delete a row (its answer included)": UIWorkFigures(
            cellsConfigured: 0, rowsReloaded: 0, fullReloads: 0, labelWrites: 0, barWrites: 1),
        "messages: 查看详情 on an unread row (its receipt included)": UIWorkFigures(
            cellsConfigured: 0, rowsReloaded: 0, fullReloads: 0, labelWrites: 0),
        "goods: one scroll step down, the bar's style unchanged": UIWorkFigures(
            cellsConfigured: 1, rowsReloaded: 0, fullReloads: 0, labelWrites: 5, barWrites: 0),
        "goods: like a row (its answer included)": UIWorkFigures(
            cellsConfigured: 0, rowsReloaded: 0, fullReloads: 0, labelWrites: 0, barWrites: 0),
        "friends: +关注 on a row (its answer included)": UIWorkFigures(
            cellsConfigured: 0, rowsReloaded: 0, fullReloads: 0, labelWrites: 0, barWrites: 0),
        "friends: unfollow a row (its answer included)": UIWorkFigures(
            cellsConfigured: 0, rowsReloaded: 0, fullReloads: 0, labelWrites: 0, barWrites: 0),
    ]

    /// One list of figures per action, each in the order of `architectures`.
    static func measure(_ architectures: [ArchitectureEntry]) -> [ActionWork] {
        let perArchitecture = architectures.map(measure)
        return actions.indices.map { index in
            ActionWork(
                action: actions[index], work: perArchitecture.map { $0[index] }, minimum: minimums[actions[index]],
                mainOf: mainActions.first { $0.value == actions[index] }?.key.rawValue)
        }
    }

    /// Objects a screen keeps per blog row, from the object graph with 10 and with 20 rows.
    static func objectsPerRow(_ architecture: ArchitectureEntry) -> Double {
        let screen = ProfileScreen(architecture)
        let excluded: [AnyObject] = [screen.server, screen.navigation]
        let ten = ObjectGraph.count(from: screen.screen!, excluding: excluded)
        screen.scrollToBottom()
        let twenty = ObjectGraph.count(from: screen.screen!, excluding: excluded)
        screen.close()
        return Double(twenty - ten) / 10
    }

    private static func measure(_ architecture: ArchitectureEntry) -> [UIWorkFigures] {
        let screen = ProfileScreen(architecture)
        var last = screen.root.uiWork
        var figures = [figuresOf(last)]
        func step(_ action: () -> Void) {
            action()
            let now = screen.root.uiWork
            figures.append(figuresOf(now - last))
            last = now
        }
        step { screen.tapLike(row: 1) }
        step { screen.pullToRefresh() }
        step { screen.scrollToBottom() }
        screen.close()

        let own = ProfileScreen(architecture, userId: Fixture.loginUserId)
        let before = own.root.uiWork
        own.selectSegment(1)
        figures.append(figuresOf(own.root.uiWork - before))
        own.close()

        let login = LoginScreen(architecture)
        var seenBefore = login.stackWork
        login.fill(phone: Fixture.accounts[0].mobilePhone, code: Fixture.accounts[0].verifyCode)
        figures.append(figuresOf(login.stackWork - seenBefore))
        seenBefore = login.stackWork
        login.tapLogin()
        figures.append(figuresOf(login.stackWork - seenBefore))
        login.close()

        /// What the action cost the robot's screen and its navigation bar.
        func work(on robot: ScreenRobot, _ action: () -> Void) -> UIWorkFigures {
            let (before, bar) = (robot.root.uiWork, robot.barWrites)
            action()
            return figuresOf(robot.root.uiWork - before, barWrites: robot.barWrites - bar)
        }

        let cart = CartScreen(architecture)
        figures.append(work(on: cart) { cart.tapAdd(row: 0) })
        figures.append(work(on: cart) { cart.tapDelete(row: 0) })
        cart.close()

        let messages = MessagesScreen(architecture)
        figures.append(work(on: messages) { messages.tapMore(row: 0) })
        messages.close()

        let goods = GoodsScreen(architecture)
        goods.scrollToBottom()
        goods.scroll(toRow: 10)
        figures.append(work(on: goods) { goods.scroll(toRow: 11) })
        figures.append(work(on: goods) { goods.tapLike(row: 5) })
        goods.close()

        let follows = FriendsScreen(architecture, list: .follows)
        figures.append(work(on: follows) { follows.tapRight(row: 2) })
        figures.append(
            work(on: follows) {
                follows.tapRight(row: 1)
                follows.tapDelete(row: 1)
            })
        follows.close()
        return figures
    }

    private static func figuresOf(_ work: UIWork, barWrites: Int = 0) -> UIWorkFigures {
        UIWorkFigures(
            cellsConfigured: work.cellsConfigured, rowsReloaded: work.rowsReloaded, fullReloads: work.fullReloads,
            labelWrites: work.labelWrites, barWrites: barWrites)
    }
}

import Catalog
import Harness
import HeadlessUIKit
import LabTestSupport
import Scenario
import Shared
import SourceReading
import Testing

@testable import MVXCommand

/// Like for like: where every architecture's list meets the same situation, it pays the same UI
/// work, so a guard that skips a redraw is written in every version or in none (REPORT.md section 5
/// states the rule). An architecture whose views draw what a diff of the state finds changed (TEA,
/// `viewDiff` in its `architecture.json`) redraws by its nature: its work is its own, and is held
/// only to redraw no more than the versions that redraw by hand.
@MainActor
@Suite("UI work, like for like")
struct UIWorkLikeForLikeTests {
    private static let byHand = ArchitectureCatalog.all.filter { !isViewDiff($0) }
    private static let byViewDiff = ArchitectureCatalog.all.filter { isViewDiff($0) }

    nonisolated private static func isViewDiff(_ architecture: ArchitectureEntry) -> Bool {
        (try? ArchitectureDeclaration.load(architecture: architecture.name, packageRoot: Roots.lesson))?.viewDiff
            == true
    }

    @Test("A refresh, a load more and a scroll redraw the same in every architecture")
    func sameCellWorkForTheSameRedraw() {
        var work: [String: [String]] = [:]
        for architecture in Self.byHand {
            let screen = ProfileScreen(architecture)
            work["pull to refresh", default: []].append("\(cellWork(screen) { screen.pullToRefresh() })")
            work["load more", default: []].append("\(cellWork(screen) { screen.scrollToBottom() })")
            work["scroll", default: []].append("\(cellWork(screen) { screen.scrollBlogs(toRow: 5) })")
            screen.close()
        }
        for (action, figures) in work {
            #expect(Set(figures).count == 1, "\(action): \(zip(Self.byHand.map(\.name), figures))")
        }
    }

    @Test("A + and a deletion on the cart redraw the same rows and the same total in every architecture")
    func sameCartWork() {
        var work: [String: [String]] = [:]
        for architecture in Self.byHand where architecture.builds(.cart) {
            let screen = CartScreen(architecture)
            for (action, act) in [("+", { screen.tapAdd(row: 0) }), ("delete", { screen.tapDelete(row: 0) })] {
                let (before, titles) = (screen.root.uiWork, screen.barWrites)
                act()
                work[action, default: []].append(
                    "\(screen.root.uiWork - before), total \(screen.barWrites - titles)")
            }
            screen.close()
        }
        for (action, figures) in work {
            #expect(Set(figures).count == 1, "\(action): \(figures)")
        }
    }

    @Test("Opening the cart, its answer included, reloads the table as often in every architecture")
    func sameCartOpening() {
        var reloads: [String] = []
        for architecture in Self.byHand where architecture.builds(.cart) {
            let screen = CartScreen(architecture)
            reloads.append("\(architecture.name): \(screen.root.uiWork.fullReloads)")
            screen.close()
        }
        #expect(reloads.count == Self.byHand.count)
        #expect(Set(reloads.map { $0.split(separator: " ").last! }).count == 1, "\(reloads)")
    }

    @Test(
        "A row's own update (a like, a follow, a friend request, a delete button shown) redraws the same list everywhere"
    )
    func sameRowUpdateWork() throws {
        var work: [String: [String]] = [:]
        func spend(_ action: String, _ root: UIView, labels: Bool = false, _ act: () -> Void) {
            let before = root.uiWork
            act()
            let spent = root.uiWork - before
            work[action, default: []].append(
                "\(spent.cellsConfigured) cells, \(spent.rowsReloaded) rows, \(spent.fullReloads) reloads"
                    + (labels ? ", \(spent.labelWrites) labels" : ""))
        }
        for architecture in Self.byHand {
            let profile = ProfileScreen(architecture)
            spend("profile: like", profile.root) { profile.tapLike(row: 0) }
            profile.close()
            guard architecture.builds(.friends), architecture.builds(.goods) else { continue }
            let goods = GoodsScreen(architecture)
            spend("goods: like", goods.root) { goods.tapLike(row: 0) }
            goods.close()
            let follows = FriendsScreen(architecture, list: .follows)
            let unfollowed = try #require(follows.rows.firstIndex { $0.right == "+关注" })
            let followed = try #require(follows.rows.firstIndex { $0.right == "已关注" })
            spend("follows: +关注", follows.root, labels: true) { follows.tapRight(row: unfollowed) }
            spend("follows: delete button shown", follows.root) { follows.tapRight(row: followed) }
            follows.close()
            let friends = FriendsScreen(architecture, list: .friends)
            let stranger = try #require(friends.rows.firstIndex { $0.right == "加好友" })
            spend("friends: 加好友", friends.root, labels: true) { friends.tapRight(row: stranger) }
            friends.close()
        }
        #expect(work.count == 5)
        for (action, figures) in work {
            #expect(figures.count == Self.byHand.count, "\(action)")
            #expect(Set(figures).count == 1, "\(action): \(Array(zip(Self.byHand.map(\.name), figures)))")
        }
    }

    @Test("An unfollow that removes a row redraws the same list in every architecture")
    func sameUnfollowWork() {
        var work: [String] = []
        for architecture in Self.byHand where architecture.builds(.friends) {
            let screen = FriendsScreen(architecture, list: .follows)
            screen.tapRight(row: 1)
            let before = screen.root.uiWork
            screen.tapDelete(row: 1)
            let spent = screen.root.uiWork - before
            work.append("\(spent.cellsConfigured) cells, \(spent.rowsReloaded) rows, \(spent.fullReloads) reloads")
            screen.close()
        }
        #expect(work.count == Self.byHand.count)
        #expect(Set(work).count == 1, "\(work)")
    }

    @Test(
        "An expansion, a failed read receipt and a refresh of the same messages redraw the same in every architecture")
    func sameMessagesWork() throws {
        var work: [String: [String]] = [:]
        for architecture in Self.byHand where architecture.builds(.messages) {
            let screen = MessagesScreen(architecture)
            let table = try #require(screen.table)
            screen.server.fail(.readMessage, message: "网络不给力")
            screen.server.hold(.readMessage)
            let actions: [(String, () -> Void)] = [
                ("expand", { screen.tapMore(row: 0) }), ("failed receipt", { screen.release(.readMessage) }),
                ("collapse", { screen.tapMore(row: 0) }), ("refresh", { screen.pullToRefresh() }),
            ]
            for (action, act) in actions {
                let before = table.uiWork
                act()
                work[action, default: []].append("\(table.uiWork - before)")
            }
            screen.close()
        }
        #expect(work.count == 4)
        for (action, figures) in work {
            #expect(Set(figures).count == 1, "\(action): \(figures)")
        }
    }

    @Test("A view diff redraws no more of a list than the versions that redraw by hand")
    func viewDiffRedrawsNoMore() {
        func redraws(_ architecture: ArchitectureEntry) -> [Int] {
            var out: [Int] = []
            func spend(_ root: UIView, _ act: () -> Void) {
                let before = root.uiWork
                act()
                let spent = root.uiWork - before
                out += [spent.cellsConfigured, spent.rowsReloaded, spent.fullReloads]
            }
            let profile = ProfileScreen(architecture)
            spend(profile.root) { profile.pullToRefresh() }
            spend(profile.root) { profile.tapLike(row: 0) }
            spend(profile.root) { profile.scrollToBottom() }
            profile.close()
            let cart = CartScreen(architecture)
            spend(cart.root) { cart.tapAdd(row: 0) }
            spend(cart.root) { cart.tapDelete(row: 0) }
            cart.close()
            let messages = MessagesScreen(architecture)
            spend(messages.root) { messages.tapMore(row: 0) }
            messages.close()
            let goods = GoodsScreen(architecture)
            spend(goods.root) { goods.tapLike(row: 0) }
            goods.close()
            let follows = FriendsScreen(architecture, list: .follows)
            spend(follows.root) { follows.tapRight(row: 1) }
            spend(follows.root) { follows.tapDelete(row: 1) }
            follows.close()
            return out
        }
        #expect(!Self.byViewDiff.isEmpty, "TEA declares its view diff")
        let byHand = Self.byHand.map(redraws)
        for architecture in Self.byViewDiff {
            let own = redraws(architecture)
            for (index, figure) in own.enumerated() {
                #expect(figure <= byHand.map { $0[index] }.max()!, "\(architecture.name), figure \(index): \(own)")
            }
        }
    }

    private func cellWork(_ screen: ProfileScreen, _ action: () -> Void) -> UIWork {
        let before = screen.blogTable.uiWork
        action()
        return screen.blogTable.uiWork - before
    }
}

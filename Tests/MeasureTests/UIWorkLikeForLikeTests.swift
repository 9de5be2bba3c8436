import Catalog
import Harness
import HeadlessUIKit
import Testing

/// Like for like: where every architecture's list meets the same situation, it pays the same UI
/// work, so a guard that skips a redraw is written in every version or in none (REPORT.md section 5
/// states the rule).
@MainActor
@Suite("UI work, like for like")
struct UIWorkLikeForLikeTests {
    @Test("A refresh, a load more and a scroll redraw the same in every architecture")
    func sameCellWorkForTheSameRedraw() {
        var work: [String: [String]] = [:]
        for architecture in ArchitectureCatalog.all {
            let screen = ProfileScreen(architecture)
            work["pull to refresh", default: []].append("\(cellWork(screen) { screen.pullToRefresh() })")
            work["load more", default: []].append("\(cellWork(screen) { screen.scrollToBottom() })")
            work["scroll", default: []].append("\(cellWork(screen) { screen.scrollBlogs(toRow: 5) })")
            screen.close()
        }
        for (action, figures) in work {
            #expect(Set(figures).count == 1, "\(action): \(zip(ArchitectureCatalog.all.map(\.name), figures))")
        }
    }

    private func cellWork(_ screen: ProfileScreen, _ action: () -> Void) -> UIWork {
        let before = screen.blogTable.uiWork
        action()
        return screen.blogTable.uiWork - before
    }
}

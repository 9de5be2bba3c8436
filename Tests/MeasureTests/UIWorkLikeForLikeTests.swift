import Catalog
import Harness
import HeadlessUIKit
import Testing

/// Like for like: where every architecture's list meets the same situation, its cells pay the same
/// UI work, so a guard that skips a redraw is written in every version or in none (REPORT.md
/// section 5 states the rule). The footer is left out: a binding does not hear a value set to what
/// it already was, which is Observation's behaviour, not a guard of a version's own.
@MainActor
@Suite("UI work, like for like")
struct UIWorkLikeForLikeTests {
    @Test("A refresh and a load more redraw the same cells in every architecture")
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
        func tableWork() -> UIWork { screen.blogTable.uiWork - (screen.blogTable.footer?.uiWork ?? UIWork()) }
        let before = tableWork()
        action()
        return tableWork() - before
    }
}

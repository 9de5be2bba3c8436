import Catalog
import Foundation
import Harness
import HeadlessUIKit
import Shared
import Testing

/// [SCENARIO.md](../../../../SCENARIO.md#draft-list-the-own-profile-only), "Draft list".
@MainActor
@Suite("Draft list module", .attachesSnapshots)
struct DraftListSpecs {
    /// Contract: draft.switch
    @Test("The own profile has the 博客/草稿 switch, with the blog list visible first", arguments: architectures)
    func ownProfileHasSwitch(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture, userId: Fixture.loginUserId)
        let control = screen.find("listSwitch") as? UISegmentedControl
        #expect((0..<(control?.numberOfSegments ?? 0)).map { control?.titleForSegment(at: $0) } == ["博客", "草稿"])
        #expect(control?.isVisibleOnScreen == true)
        #expect(screen.isVisible("blogList"))
        #expect(!screen.isVisible("draftList"))
    }

    /// Contract: draft.toggle
    @Test("The switch toggles which list is visible", arguments: architectures)
    func switchToggles(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture, userId: Fixture.loginUserId)
        screen.selectSegment(1)
        #expect(screen.isVisible("draftList"))
        #expect(!screen.isVisible("blogList"))
        screen.selectSegment(0)
        #expect(screen.isVisible("blogList"))
        #expect(!screen.isVisible("draftList"))
    }

    /// Contract: draft.row
    @Test("Each draft row shows the title and 编辑于 yyyy-MM-dd in UTC", arguments: architectures)
    func draftRows(architecture: ArchitectureEntry) throws {
        let screen = ProfileScreen(architecture, userId: Fixture.loginUserId)
        screen.selectSegment(1)
        let table = try #require(screen.draftTable)
        #expect(screen.row(0, of: table)?.texts == ["draftCell.title": "Draft A", "draftCell.date": "编辑于 2023-11-14"])
        #expect(screen.row(1, of: table)?.texts == ["draftCell.title": "Draft B", "draftCell.date": "编辑于 2023-12-31"])
        #expect(screen.row(0, of: table)?.cellIdentifier == "draftCell")
        #expect(screen.server.requests(to: .drafts) == [.drafts(userId: Fixture.loginUserId)])
    }

    /// Contract: draft.row
    @Test(
        "A one-digit month and day keep their leading zero, and a date in the last days of a year keeps that year",
        arguments: architectures)
    func oneDigitDates(architecture: ArchitectureEntry) throws {
        let drafts = [
            // 2024-03-05 00:53:20 UTC, and 2024-12-30 12:00:00 UTC (a Monday: the week-based year is already 2025).
            Draft(id: 7, title: "Draft C", editDate: Date(timeIntervalSince1970: 1_709_600_000)),
            Draft(id: 8, title: "Draft D", editDate: Date(timeIntervalSince1970: 1_735_560_000)),
        ]
        let screen = ProfileScreen(architecture, server: Fixture.server(drafts: drafts), userId: Fixture.loginUserId)
        screen.selectSegment(1)
        let table = try #require(screen.draftTable)
        #expect(screen.row(0, of: table)?.texts["draftCell.date"] == "编辑于 2024-03-05")
        #expect(screen.row(1, of: table)?.texts["draftCell.date"] == "编辑于 2024-12-30")
    }

    /// Contract: draft.row
    @Test(
        "A reused draft cell shows its own draft's title and date, scrolling down and back", arguments: architectures)
    func reusedDraftCells(architecture: ArchitectureEntry) throws {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = try #require(TimeZone(identifier: "UTC"))
        // Thirty drafts forty days apart: no two rows share a title or a date.
        let drafts = (0..<30).map { index in
            Draft(
                id: 100 + index, title: "Draft \(index)",
                editDate: Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 40 * 86_400))
        }
        func texts(_ draft: Draft) -> [String: String] {
            let day = utc.dateComponents([.year, .month, .day], from: draft.editDate)
            let digits = { (number: Int?, count: Int) in
                let text = String(number ?? 0)
                return String(repeating: "0", count: max(0, count - text.count)) + text
            }
            return [
                "draftCell.title": draft.title,
                "draftCell.date": "编辑于 \(digits(day.year, 4))-\(digits(day.month, 2))-\(digits(day.day, 2))",
            ]
        }
        let screen = ProfileScreen(architecture, server: Fixture.server(drafts: drafts), userId: Fixture.loginUserId)
        screen.selectSegment(1)
        let table = try #require(screen.draftTable)
        for target in [29, 0, 15] {
            screen.scroll(toRow: target, of: table)
            let shown = (table.indexPathsForVisibleRows ?? []).map(\.row)
            #expect(shown.contains(target))
            #expect(shown.count < drafts.count, "the cells are reused")
            for row in shown {
                #expect(screen.row(row, of: table)?.texts == texts(drafts[row]), "row \(row), after row \(target)")
            }
        }
    }

    /// Contract: draft.row
    @Test("A year before 1000 keeps four digits: 编辑于 0999-06-15", arguments: architectures)
    func yearBeforeOneThousand(architecture: ArchitectureEntry) throws {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = try #require(TimeZone(identifier: "UTC"))
        let date = try #require(utc.date(from: DateComponents(year: 999, month: 6, day: 15, hour: 12)))
        let drafts = [Draft(id: 9, title: "Draft E", editDate: date)]
        let screen = ProfileScreen(architecture, server: Fixture.server(drafts: drafts), userId: Fixture.loginUserId)
        screen.selectSegment(1)
        let table = try #require(screen.draftTable)
        #expect(screen.row(0, of: table)?.texts["draftCell.date"] == "编辑于 0999-06-15")
    }

    /// Contract: draft.retry, blog.error
    @Test(
        "A draft retry that fails again with the same message shows it again, and one that succeeds leaves the blog list's error",
        arguments: architectures)
    func draftRetryAgain(architecture: ArchitectureEntry) throws {
        let server = Fixture.server()
        server.fail(.drafts, message: "网络不给力", .untilCleared)
        server.fail(.blogs, message: "博客加载失败", .untilCleared)
        let screen = ProfileScreen(architecture, server: server, userId: Fixture.loginUserId)
        screen.selectSegment(1)
        screen.retry(in: "draftList")
        #expect(screen.errorMessage(in: "draftList") == "网络不给力", "the list is not left blank")
        server.clearFailure(.drafts)
        screen.retry(in: "draftList")
        #expect(screen.errorMessage(in: "draftList") == nil)
        #expect(screen.row(0, of: try #require(screen.draftTable))?.texts["draftCell.title"] == "Draft A")
        screen.selectSegment(0)
        #expect(screen.errorMessage(in: "blogList") == "博客加载失败", "the drafts' answer is not the blog list's")
    }

    /// Contract: screen.drawOnce
    @Test("Opening the own profile reloads the draft list once, when the drafts arrive", arguments: architectures)
    func draftsDrawnOnce(architecture: ArchitectureEntry) throws {
        let server = Fixture.server()
        server.hold(.drafts)
        let screen = ProfileScreen(architecture, server: server, userId: Fixture.loginUserId)
        let table = try #require(screen.draftTable)
        #expect(table.uiWork.fullReloads == 0, "an empty list has nothing to draw")
        screen.release(.drafts)
        #expect(table.uiWork.fullReloads == 1)
    }

    /// Contract: screen.drawOnce
    @Test("No drafts at all reload the draft list at most once", arguments: architectures)
    func noDraftsReloadOnce(architecture: ArchitectureEntry) throws {
        let screen = ProfileScreen(architecture, server: Fixture.server(drafts: []), userId: Fixture.loginUserId)
        screen.selectSegment(1)
        let table = try #require(screen.draftTable)
        #expect(table.uiWork.fullReloads <= 1)
        #expect(table.visibleRows.isEmpty)
    }

    /// Contract: screen.drawOnce
    @Test("A single draft is drawn", arguments: architectures)
    func singleDraftDrawn(architecture: ArchitectureEntry) throws {
        let server = Fixture.server(drafts: [Fixture.drafts[0]])
        let screen = ProfileScreen(architecture, server: server, userId: Fixture.loginUserId)
        screen.selectSegment(1)
        let table = try #require(screen.draftTable)
        #expect(table.uiWork.fullReloads == 1)
        #expect(screen.row(0, of: table)?.texts["draftCell.title"] == "Draft A")
    }

    /// Contract: draft.select
    @Test("Selecting a draft opens its detail screen", arguments: architectures)
    func selectOpensDraftDetail(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture, userId: Fixture.loginUserId)
        screen.selectDraft(row: 1)
        #expect(screen.topScreen != "draftDetail.2", "a hidden list cannot be tapped")
        screen.selectSegment(1)
        screen.selectDraft(row: 1)
        #expect(screen.topScreen == "draftDetail.2")
    }

    /// Contract: draft.otherUser
    @Test("Another user's profile has no switch, no draft list and never asks for drafts", arguments: architectures)
    func noDraftsForAnotherUser(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        screen.pullToRefresh()
        screen.scrollToBottom()
        #expect(screen.find("listSwitch") == nil)
        #expect(screen.find("draftList") == nil)
        #expect(screen.server.requests(to: .drafts).isEmpty)
        #expect(!screen.server.log.isEmpty)
    }

    /// Contract: draft.error
    @Test("A failed draft load shows the message in the draft list's error view", arguments: architectures)
    func draftFailure(architecture: ArchitectureEntry) {
        let server = Fixture.server()
        server.fail(.drafts, message: "草稿箱打不开")
        let screen = ProfileScreen(architecture, server: server, userId: Fixture.loginUserId)
        screen.selectSegment(1)
        #expect(screen.errorMessage(in: "draftList") == "草稿箱打不开")
        #expect(screen.errorMessage(in: "blogList") == nil)
    }

    /// Contract: draft.retry, draft.error
    @Test("A tap on the draft list's 重试 asks for the drafts again and shows them", arguments: architectures)
    func draftRetry(architecture: ArchitectureEntry) {
        let server = Fixture.server()
        server.fail(.drafts, message: "草稿箱打不开")
        let screen = ProfileScreen(architecture, server: server, userId: Fixture.loginUserId)
        screen.selectSegment(1)
        server.hold(.drafts)
        screen.retry(in: "draftList")
        #expect(server.requests(to: .drafts).count == 2)
        #expect(screen.errorMessage(in: "draftList") == nil)
        screen.release(.drafts)
        #expect(screen.draftTable?.numberOfRows == 2)
        #expect(screen.row(0, of: screen.draftTable!)?["draftCell.title"] == "Draft A")
    }
}

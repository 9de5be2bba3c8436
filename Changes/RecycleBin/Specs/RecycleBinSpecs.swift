import Catalog
import Foundation
import Harness
import HeadlessUIKit
import Shared
import Testing

/// [REQUEST.md](../REQUEST.md#the-contract), "回收站": the change
/// request. These specs join the behaviour suite on the patched copy that `mvx change RecycleBin`
/// builds; the base package has no bin.
@MainActor
@Suite("Change request: 回收站", .attachesSnapshots)
struct RecycleBinSpecs {
    private let restoredTitle = "Deleted A"

    private func ownProfileOnTheBin(_ architecture: ArchitectureEntry, server: FakeServer = Fixture.server())
        -> ProfileScreen
    {
        let screen = ProfileScreen(architecture, server: server, userId: Fixture.loginUserId)
        screen.selectSegment(2)
        return screen
    }

    /// Contract: bin.switch
    @Test("The own profile's switch has 博客, 草稿 and 回收站, and shows one list at a time", arguments: architectures)
    func threeSegments(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture, userId: Fixture.loginUserId)
        let control = screen.find("listSwitch") as? UISegmentedControl
        #expect(
            (0..<(control?.numberOfSegments ?? 0)).map { control?.titleForSegment(at: $0) } == ["博客", "草稿", "回收站"])
        #expect(!screen.isVisible("recycleBinList"))
        screen.selectSegment(2)
        #expect(screen.isVisible("recycleBinList"))
        #expect(!screen.isVisible("blogList"))
        #expect(!screen.isVisible("draftList"))
        screen.selectSegment(1)
        #expect(screen.isVisible("draftList"))
        #expect(!screen.isVisible("recycleBinList"))
        screen.selectSegment(0)
        #expect(screen.isVisible("blogList"))
        #expect(!screen.isVisible("recycleBinList"))
    }

    /// Contract: bin.lazy
    @Test(
        "The bin is asked for the first time its segment is selected, then on pull to refresh", arguments: architectures
    )
    func fetchedOnFirstSelection(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture, userId: Fixture.loginUserId)
        screen.pullToRefresh()
        screen.selectSegment(1)
        #expect(screen.server.requests(to: .recycleBin).isEmpty, "opening the profile asks nothing for the bin")
        screen.selectSegment(2)
        #expect(screen.server.requests(to: .recycleBin) == [.recycleBin(userId: Fixture.loginUserId)])
        screen.selectSegment(0)
        screen.selectSegment(2)
        #expect(screen.server.requests(to: .recycleBin).count == 1, "only the first selection asks")
        screen.pullToRefreshRecycleBin()
        #expect(screen.server.requests(to: .recycleBin).count == 2)
        #expect(screen.server.requests(to: .blogs).count == 2, "the bin's refresh is the bin's only")
    }

    /// Contract: bin.lazy
    @Test("A pull to refresh shows the bin as the server has it now", arguments: architectures)
    func refreshShowsTheServersBin(architecture: ArchitectureEntry) throws {
        let screen = ownProfileOnTheBin(architecture)
        screen.server.restoreBlog(blogId: Fixture.deletedBlogs[0].id) { _ in }
        screen.settle()
        let table = try #require(screen.recycleBinTable)
        #expect(table.numberOfRows(inSection: 0) == 2, "nothing asks again by itself")
        screen.pullToRefreshRecycleBin()
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(screen.row(0, of: table)?["recycleBinCell.title"] == "Deleted B")
        #expect(table.header?.isRefreshing == false, "the spinner stops when the answer is in")
    }

    /// Contract: bin.row
    @Test("Each row shows the title, 删除于 yyyy-MM-dd in UTC and a 恢复 button", arguments: architectures)
    func rows(architecture: ArchitectureEntry) throws {
        let screen = ownProfileOnTheBin(architecture)
        let table = try #require(screen.recycleBinTable)
        let first = screen.row(0, of: table)
        #expect(first?.texts == ["recycleBinCell.title": "Deleted A", "recycleBinCell.date": "删除于 2023-11-14"])
        #expect(first?.buttonTitle == "恢复")
        #expect(first?.isButtonEnabled == true)
        #expect(first?.cellIdentifier == "recycleBinCell")
        #expect(
            screen.row(1, of: table)?.texts == [
                "recycleBinCell.title": "Deleted B", "recycleBinCell.date": "删除于 2023-12-31",
            ])
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(!screen.visibleTexts(in: "recycleBinList").contains("回收站是空的"))
    }

    /// Contract: bin.empty
    @Test("An empty bin reads 回收站是空的", arguments: architectures)
    func emptyBin(architecture: ArchitectureEntry) {
        let server = Fixture.server()
        for deleted in Fixture.deletedBlogs { server.restoreBlog(blogId: deleted.id) { _ in } }
        server.deliverPending()
        let screen = ownProfileOnTheBin(architecture, server: server)
        #expect(screen.visibleTexts(in: "recycleBinList") == ["回收站是空的"])
        #expect(screen.recycleBinTable?.numberOfRows(inSection: 0) == 0)
    }

    /// Contract: bin.empty, bin.restored
    @Test("Restoring the last rows leaves the bin reading 回收站是空的", arguments: architectures)
    func restoringEverything(architecture: ArchitectureEntry) {
        let screen = ownProfileOnTheBin(architecture)
        screen.tapRestore(row: 0)
        #expect(!screen.visibleTexts(in: "recycleBinList").contains("回收站是空的"))
        screen.tapRestore(row: 0)
        #expect(screen.visibleTexts(in: "recycleBinList") == ["回收站是空的"])
    }

    /// Contract: bin.error
    @Test(
        "A failed bin fetch shows its message in the bin's error view, until a refresh succeeds",
        arguments: architectures)
    func fetchFailure(architecture: ArchitectureEntry) {
        let server = Fixture.server()
        server.fail(.recycleBin, message: "回收站打不开")
        let screen = ownProfileOnTheBin(architecture, server: server)
        #expect(screen.errorMessage(in: "recycleBinList") == "回收站打不开")
        #expect(screen.errorMessage(in: "blogList") == nil)
        #expect(!screen.visibleTexts(in: "recycleBinList").contains("回收站是空的"), "an error is not an empty bin")
        server.fail(.recycleBin, message: "还是打不开")
        screen.pullToRefreshRecycleBin()
        #expect(screen.errorMessage(in: "recycleBinList") == "还是打不开")
        #expect(screen.recycleBinTable?.header?.isRefreshing == false, "a failed refresh stops the spinner too")
        screen.pullToRefreshRecycleBin()
        #expect(screen.errorMessage(in: "recycleBinList") == nil)
        #expect(screen.recycleBinTable?.numberOfRows(inSection: 0) == 2)
    }

    /// Contract: bin.restore
    @Test("恢复 sends the restore and disables that row's button while it is in flight", arguments: architectures)
    func restoreInFlight(architecture: ArchitectureEntry) throws {
        let screen = ownProfileOnTheBin(architecture)
        screen.server.hold(.restore)
        let table = try #require(screen.recycleBinTable)
        screen.tapRestore(row: 1)
        #expect(screen.server.requests(to: .restore) == [.restore(blogId: Fixture.deletedBlogs[1].id)])
        #expect(screen.row(1, of: table)?.isButtonEnabled == false)
        #expect(screen.row(0, of: table)?.isButtonEnabled == true, "the other row stays restorable")
        screen.tapRestore(row: 1)
        #expect(screen.server.requests(to: .restore).count == 1, "a second tap asks nothing")
        #expect(table.numberOfRows(inSection: 0) == 2, "the row stays until the answer")
    }

    /// Contract: bin.restored
    @Test("A restored blog leaves the bin and shows in the blog list, refreshed once", arguments: architectures)
    func restoreSucceeds(architecture: ArchitectureEntry) throws {
        let screen = ownProfileOnTheBin(architecture)
        let blogRequests = screen.server.requests(to: .blogs).count
        let table = try #require(screen.recycleBinTable)
        screen.tapRestore(row: 0)
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(screen.row(0, of: table)?["recycleBinCell.title"] == "Deleted B")
        #expect(screen.row(0, of: table)?.isButtonEnabled == true)
        #expect(
            Array(screen.server.requests(to: .blogs).dropFirst(blogRequests)) == [
                .blogs(userId: Fixture.loginUserId, page: 0)
            ])
        #expect(screen.toasts.isEmpty)
        screen.selectSegment(0)
        #expect(screen.blogRow(0)?["blogCell.title"] == restoredTitle)
        #expect(screen.blogRow(0)?["blogCell.likeCount"] == "赞 4")
        #expect(screen.blogRow(1)?["blogCell.title"] == "Blog 0")
    }

    /// Contract: bin.restoreFailure
    @Test("A failed restore keeps the row, enables its button again and toasts 恢复失败", arguments: architectures)
    func restoreFails(architecture: ArchitectureEntry) throws {
        let screen = ownProfileOnTheBin(architecture)
        screen.server.fail(.restore, message: "服务器开小差了")
        let blogRequests = screen.server.requests(to: .blogs).count
        let table = try #require(screen.recycleBinTable)
        screen.tapRestore(row: 0)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(screen.row(0, of: table)?["recycleBinCell.title"] == restoredTitle)
        #expect(screen.row(0, of: table)?.isButtonEnabled == true)
        #expect(screen.toasts == ["恢复失败"])
        #expect(screen.server.requests(to: .blogs).count == blogRequests, "nothing to show in the blog list")
        screen.tapRestore(row: 0)
        #expect(screen.server.requests(to: .restore).count == 2, "the row can be restored again")
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(screen.toasts == ["恢复失败"], "a success toasts nothing")
    }

    /// Contract: bin.moving
    @Test("Two restores answered out of order each land on their own blog's row", arguments: architectures)
    func restoresAnsweredOutOfOrder(architecture: ArchitectureEntry) throws {
        let screen = ownProfileOnTheBin(architecture)
        screen.server.hold(.restore)
        let table = try #require(screen.recycleBinTable)
        screen.tapRestore(row: 0)
        screen.tapRestore(row: 1)
        screen.releaseLatest(.restore)
        #expect(table.numberOfRows(inSection: 0) == 1, "Deleted B's answer removes Deleted B's row")
        #expect(screen.row(0, of: table)?["recycleBinCell.title"] == "Deleted A")
        #expect(screen.row(0, of: table)?.isButtonEnabled == false, "Deleted A's restore is still in flight")
        screen.release(.restore)
        #expect(table.numberOfRows(inSection: 0) == 0)
        #expect(screen.toasts.isEmpty)
    }

    /// Contract: bin.moving
    @Test("A failure answered while another restore is in flight re-enables its own row only", arguments: architectures)
    func failureAfterAnotherRowLeft(architecture: ArchitectureEntry) throws {
        let server = Fixture.server()
        let screen = ownProfileOnTheBin(architecture, server: server)
        server.hold(.restore)
        let table = try #require(screen.recycleBinTable)
        screen.tapRestore(row: 1)
        server.fail(.restore, message: "失败")
        screen.tapRestore(row: 0)
        screen.releaseLatest(.restore)
        #expect(screen.toasts == ["恢复失败"])
        #expect(screen.row(0, of: table)?.isButtonEnabled == true, "Deleted A failed: restorable again")
        #expect(screen.row(1, of: table)?.isButtonEnabled == false, "Deleted B is still in flight")
        screen.release(.restore)
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(screen.row(0, of: table)?["recycleBinCell.title"] == "Deleted A")
        #expect(screen.row(0, of: table)?.isButtonEnabled == true)
        #expect(screen.toasts == ["恢复失败"])
    }

    /// Contract: bin.moving
    @Test(
        "A bin refresh while a restore is in flight keeps that row disabled until its answer", arguments: architectures)
    func refreshDuringRestore(architecture: ArchitectureEntry) throws {
        let screen = ownProfileOnTheBin(architecture)
        screen.server.hold(.recycleBin)
        screen.server.hold(.restore)
        let table = try #require(screen.recycleBinTable)
        screen.pullToRefreshRecycleBin()
        screen.tapRestore(row: 0)
        screen.release(.recycleBin)
        #expect(table.numberOfRows(inSection: 0) == 2, "the refresh was read before the restore")
        #expect(screen.row(0, of: table)?.isButtonEnabled == false, "the restore is still in flight")
        #expect(screen.row(1, of: table)?.isButtonEnabled == true)
        screen.release(.restore)
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(screen.row(0, of: table)?["recycleBinCell.title"] == "Deleted B")
        #expect(screen.row(0, of: table)?.isButtonEnabled == true)
    }

    /// Contract: bin.otherUser
    @Test("Another user's profile has no 回收站 and never asks for a bin", arguments: architectures)
    func noBinForAnotherUser(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        screen.pullToRefresh()
        screen.scrollToBottom()
        screen.selectSegment(2)
        #expect(screen.find("recycleBinList") == nil)
        #expect(screen.find("listSwitch") == nil)
        #expect(screen.server.requests(to: .recycleBin).isEmpty)
        #expect(!screen.server.log.isEmpty)
    }

    /// Contract: bin.lifetime
    @Test(
        "Closing the screen with a restore in flight frees everything, and its answer changes nothing",
        arguments: architectures)
    func closingWithARestoreInFlight(architecture: ArchitectureEntry) throws {
        let screen = ownProfileOnTheBin(architecture)
        screen.server.hold(.restore)
        screen.server.hold(.recycleBin)
        screen.tapRestore(row: 0)
        screen.pullToRefreshRecycleBin()
        let graph = ObjectGraph(from: try #require(screen.screen), excluding: [screen.server, screen.navigation])
        #expect(graph.typeNames.contains { $0.contains("RecycleBin") }, "the walk reaches the bin module")
        screen.close()
        #expect(graph.alive == [], "freed at close, not when the held answers arrive")
        let asked = screen.server.log
        screen.server.stopHolding(.restore)
        screen.server.stopHolding(.recycleBin)
        screen.settle()
        #expect(screen.server.log == asked, "a late answer asks nothing more")
    }
}

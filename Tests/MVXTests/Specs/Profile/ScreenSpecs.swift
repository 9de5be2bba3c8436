import Catalog
import Foundation
import Harness
import HeadlessUIKit
import Shared
import Testing

/// [SCENARIO.md](../../../../SCENARIO.md#the-screen), "The screen": the profile as a controller among others,
/// whatever UIKit does to it before it is shown.
@MainActor
@Suite("Screen", .attachesSnapshots)
struct ScreenSpecs {
    /// Contract: screen.loadedEarly
    @Test("A screen whose view loaded before the push opens the user's detail from the icon", arguments: architectures)
    func earlyLoadedIcon(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture, loadsViewBeforePush: true)
        screen.tap("userInfo.icon")
        #expect(screen.topScreen == "userDetail.\(Fixture.otherUserId)")
    }

    /// Contract: screen.loadedEarly
    @Test("A screen whose view loaded before the push opens a blog's detail", arguments: architectures)
    func earlyLoadedBlog(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture, loadsViewBeforePush: true)
        #expect(screen.blogTable.numberOfRows == 10, "the first page arrived before the push")
        screen.selectBlog(row: 4)
        #expect(screen.topScreen == "blogDetail.\(Fixture.blogId(author: Fixture.otherUserId, index: 4))")
    }

    /// Contract: screen.loadedEarly
    @Test("An own profile whose view loaded before the push opens a draft's detail", arguments: architectures)
    func earlyLoadedDraft(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture, userId: Fixture.loginUserId, loadsViewBeforePush: true)
        screen.selectSegment(1)
        screen.selectDraft(row: 1)
        #expect(screen.topScreen == "draftDetail.2")
    }

    /// The screens the profile opens.
    enum Opened: String, CaseIterable, CustomStringConvertible {
        case blog, draft, user

        var description: String { rawValue }
    }

    /// Contract: screen.back
    @Test(
        "Coming back from a screen the profile opened shows it as it was left, and asks nothing",
        arguments: architectures, Opened.allCases)
    func backAsLeft(architecture: ArchitectureEntry, opened: Opened) throws {
        let screen = ProfileScreen(architecture, userId: Fixture.loginUserId)
        screen.scrollToBottom()
        screen.scrollBlogs(toRow: 15)
        if opened == .draft { screen.selectSegment(1) }
        let blogs = screen.visibleBlogTitles
        let window = screen.blogTable.visibleRows
        let drafts = try #require(screen.draftTable)
        let asked = screen.server.log
        #expect(window.lowerBound > 0, "scrolled down")
        switch opened {
        case .blog: screen.selectBlog(row: 15)
        case .draft: screen.selectDraft(row: 1)
        case .user: screen.tap("userInfo.icon")
        }
        #expect(screen.navigation.viewControllers.count == 2)
        screen.goBack()
        #expect(screen.topView === screen.root)
        #expect(screen.blogTable.visibleRows == window)
        #expect(screen.visibleBlogTitles == blogs)
        #expect(drafts.isVisibleOnScreen == (opened == .draft), "the switch on the list it showed")
        #expect(screen.blogTable.isVisibleOnScreen == (opened != .draft))
        #expect(screen.server.log == asked, "nothing asked again")
        screen.selectSegment(0)
        screen.scrollToBottom()
        #expect(screen.blogTable.numberOfRows == 25, "paging goes on where it was")
    }
}

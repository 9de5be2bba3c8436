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
}

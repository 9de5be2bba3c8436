import Catalog
import Harness
import HeadlessUIKit
import Shared
import Testing

/// [REQUEST.md](../REQUEST.md#the-contract), "作品列表": the
/// change request. These specs join the behaviour suite on the patched copy that
/// `mvx change BlogSceneX` builds; the base profile has no such button.
@MainActor
@Suite("Change request: 作品列表", .attachesSnapshots)
struct BlogSceneXSpecs {
    private static func blogId(_ index: Int) -> Int { Fixture.blogId(author: Fixture.otherUserId, index: index) }

    /// Contract: works.open, works.same
    @Test(
        "作品列表 opens 作品: the user's blog list, with its HUD, on any profile and from the start",
        arguments: architectures, [false, true])
    func opens(architecture: ArchitectureEntry, ownProfile: Bool) {
        let server = Fixture.server()
        let userId = ownProfile ? Fixture.loginUserId : Fixture.otherUserId
        server.hold(.userInfo)
        let screen = ProfileScreen(architecture, server: server, userId: userId)
        #expect(screen.button("userInfo.worksList")?.currentTitle == "作品列表")
        let asked = server.requests(to: .blogs).count
        server.hold(.blogs)
        screen.openWorks()
        #expect(screen.worksTitle == "作品")
        #expect(screen.isWorksHUDShown, "the first page's HUD")
        #expect(server.requests(to: .blogs).count == asked + 1)
        #expect(server.requests(to: .blogs).last == .blogs(userId: userId, page: 0))
        screen.release(.blogs)
        #expect(!screen.isWorksHUDShown)
        #expect(screen.worksRow(3)?["blogCell.title"] == "Blog 3")
        #expect(screen.worksRow(3)?["blogCell.likeCount"] == "赞 3")
        #expect(screen.worksRow(3)?.buttonTitle == "赞")
    }

    /// Contract: works.same
    @Test("Its list pages, refreshes, likes and opens a blog's detail", arguments: architectures)
    func behavesAsTheProfilesList(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        screen.openWorks()
        screen.scrollWorksToBottom()
        #expect(
            screen.server.requests(to: .blogs).suffix(2) == [.blogs(userId: 2, page: 0), .blogs(userId: 2, page: 1)])
        screen.tapWorksLike(row: 2)
        #expect(screen.server.requests(to: .like) == [.like(blogId: Self.blogId(2))])
        #expect(screen.worksRow(2)?["blogCell.likeCount"] == "赞 3")
        #expect(screen.worksRow(2)?.isLikeEnabled == false)
        screen.server.fail(.like, message: "网络不好")
        screen.tapWorksLike(row: 4)
        #expect(screen.worksRow(4)?["blogCell.likeCount"] == "赞 4")
        #expect(screen.worksToasts == ["点赞失败"])
        screen.pullWorksToRefresh()
        #expect(screen.server.requests(to: .blogs).last == .blogs(userId: 2, page: 0))
        screen.server.fail(.blogs, message: "加载失败了")
        screen.pullWorksToRefresh()
        #expect(screen.worksErrorMessage == "加载失败了")
        screen.selectWorks(row: 1)
        #expect(screen.topScreen == "blogDetail.\(Self.blogId(1))")
    }

    /// Contract: works.apart, screen.back
    @Test(
        "The two lists are apart, and coming back shows the profile as it was, asking nothing",
        arguments: architectures)
    func apart(architecture: ArchitectureEntry) {
        let screen = ProfileScreen(architecture)
        screen.tapLike(row: 1)
        #expect(screen.blogRow(1)?["blogCell.likeCount"] == "赞 2")
        screen.openWorks()
        #expect(screen.worksRow(1)?["blogCell.likeCount"] == "赞 2", "loaded after the profile's like")
        #expect(screen.worksRow(1)?.isLikeEnabled == false, "the server's page says it is liked")
        screen.tapWorksLike(row: 3)
        #expect(screen.worksRow(3)?["blogCell.likeCount"] == "赞 4")
        let asked = screen.server.log
        screen.goBack()
        #expect(screen.isInFront)
        #expect(screen.server.log == asked, "nothing asked again")
        #expect(screen.blogRow(3)?["blogCell.likeCount"] == "赞 3", "the profile's list has not loaded it again")
        #expect(screen.blogRow(1)?.isLikeEnabled == false)
        screen.pullToRefresh()
        #expect(screen.blogRow(3)?["blogCell.likeCount"] == "赞 4", "until it does")
    }

    /// Contract: works.apart, life.free
    @Test("Closing the stack over 作品 with its page in flight frees both screens", arguments: architectures)
    func closing(architecture: ArchitectureEntry) throws {
        let screen = ProfileScreen(architecture)
        screen.server.hold(.blogs)
        screen.openWorks()
        let graph = ObjectGraph(from: try #require(screen.screen), excluding: [screen.server, screen.navigation])
        let works = ObjectGraph(from: try #require(screen.topView), excluding: [screen.server, screen.navigation])
        screen.close()
        #expect(graph.alive == [])
        #expect(works.alive == [])
        screen.server.stopHolding(.blogs)
        screen.settle()
    }
}

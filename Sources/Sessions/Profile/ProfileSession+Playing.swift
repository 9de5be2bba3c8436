import Catalog
import Harness
import HeadlessUIKit
import Shared

extension ProfileSession: PlayableSession {
    public func open(_ architecture: ArchitectureEntry) -> ScreenRobot {
        ProfileScreen(
            architecture, server: makeServer(), userId: userId, asksBeforeUnfollow: data.asksBeforeUnfollow,
            loadsViewBeforePush: data.loadsViewBeforePush)
    }

    public func perform(_ step: Step, on robot: ScreenRobot) {
        guard let screen = robot as? ProfileScreen else { return }
        // A person acts on the screen in front: not on a profile under a detail screen or an alert.
        switch step {
        case .like, .pullToRefresh, .scrollToBottom, .scroll, .selectBlog, .selectSegment, .tapFollow, .tapIcon:
            guard screen.isInFront else { return }
        default: break
        }
        switch step {
        case .like(let row): screen.tapLike(row: row)
        case .pullToRefresh: screen.pullToRefresh()
        case .scrollToBottom: screen.scrollToBottom()
        case .scroll(let row): screen.scrollBlogs(toRow: row)
        case .selectBlog(let row): screen.selectBlog(row: row)
        case .selectSegment(let index): screen.selectSegment(index)
        case .tapFollow: screen.tap("userInfo.follow")
        case .tapIcon: screen.tap("userInfo.icon")
        case .blogArrives: screen.server.putBlogOnTop(Fixture.newBlog(on: screen.server, of: userId), of: userId)
        case .alert(let title): screen.tapAlertAction(title)
        case .back:
            guard screen.navigation.viewControllers.count > 1 else { return }
            _ = screen.navigation.popViewController(animated: false)
            screen.settle()
        case .network(let step): step.perform(on: screen)
        case .close: screen.close()
        }
    }

    public func isClose(_ step: Step) -> Bool { step == .close }

    public var openingCode: [String] {
        [
            "let server = ProfileSession(data: \(data.code), steps: []).makeServer()",
            "let screen = ProfileScreen(architecture, server: server, userId: \(userId), "
                + "asksBeforeUnfollow: \(data.asksBeforeUnfollow), loadsViewBeforePush: \(data.loadsViewBeforePush))",
        ]
    }

    public func code(for step: Step) -> String {
        switch step {
        case .like(let row): "screen.tapLike(row: \(row))"
        case .pullToRefresh: "screen.pullToRefresh()"
        case .scrollToBottom: "screen.scrollToBottom()"
        case .scroll(let row): "screen.scrollBlogs(toRow: \(row))"
        case .selectBlog(let row): "screen.selectBlog(row: \(row))"
        case .selectSegment(let index): "screen.selectSegment(\(index))"
        case .tapFollow: "screen.tap(\"userInfo.follow\")"
        case .tapIcon: "screen.tap(\"userInfo.icon\")"
        case .blogArrives:
            "screen.server.putBlogOnTop(Fixture.newBlog(on: screen.server, of: \(userId)), of: \(userId))"
        case .alert(let title): "screen.tapAlertAction(\"\(title)\")"
        case .back: "_ = screen.navigation.popViewController(animated: false); screen.settle()"
        case .network(let step): step.code
        case .close: "screen.close()"
        }
    }
}

extension ProfileSession.Data {
    /// The data as Swift, for a printed spec.
    var code: String {
        ".init(ownProfile: \(ownProfile), asksBeforeUnfollow: \(asksBeforeUnfollow), "
            + "loadsViewBeforePush: \(loadsViewBeforePush), blogCount: \(blogCount), pageSize: \(pageSize), emptyField: .\(emptyField), "
            + "isFollowing: \(isFollowing), draftDates: \(draftDates), holdsFirstPage: \(holdsFirstPage))"
    }
}

extension ProfileSession: ReachMeasured {
    public var rowEndpoints: Set<Request.Endpoint> { [.like] }
    public var listEndpoints: Set<Request.Endpoint> { [.blogs] }
    public var firstLoadEndpoint: Request.Endpoint { .blogs }

    public func isUserAction(_ step: Step) -> Bool {
        switch step {
        case .network, .close, .back: false
        default: true
        }
    }

    public func networkStep(_ step: Step) -> NetworkStep? {
        if case .network(let network) = step { network } else { nil }
    }

    public var interleavings: Set<Interleaving> { Set(Interleaving.allCases).subtracting([.retryDuringRefresh]) }
}

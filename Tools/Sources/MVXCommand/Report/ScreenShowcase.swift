import Catalog
import Harness
import Reporting
import Scenario
import Shared

/// What a person sees on each screen once its first answers are in, as the suite's text snapshot
/// of the running screen, taken from every architecture that builds it so that the page can say
/// which show the same.
@MainActor
enum ScreenShowcase {
    /// The states shown: one per screen as it opens, the login's form filled and the follow list beside
    /// the friend list, since they differ only in their rows.
    private static let states: [(screen: Screen, state: String, open: (ArchitectureEntry) -> ScreenRobot)] = [
        (.profile, "another user's profile, opened", { ProfileScreen($0) }),
        (
            .profile, "the login user's own profile, on its drafts",
            { architecture in
                let own = ProfileScreen(architecture, userId: Fixture.loginUserId)
                own.selectSegment(1)
                return own
            }
        ),
        (
            .login, "the form filled with a known account, its avatar looked up",
            { architecture in
                let login = LoginScreen(architecture)
                login.fill(phone: Fixture.accounts[0].mobilePhone, code: Fixture.accounts[0].verifyCode)
                return login
            }
        ),
        (.cart, "opened", { CartScreen($0) }),
        (
            .messages, "opened, then 查看详情 on the first message",
            { architecture in
                let messages = MessagesScreen(architecture)
                messages.tapMore(row: 0)
                return messages
            }
        ),
        (.goods, "opened", { GoodsScreen($0) }),
        (.friends, "the login user's friend list, opened", { FriendsScreen($0, list: .friends) }),
        (.friends, "the login user's follow list, opened", { FriendsScreen($0, list: .follows) }),
    ]

    static func take(_ architectures: [ArchitectureEntry]) -> [ScreenShown] {
        states.map { state in
            let shown = architectures.filter { $0.builds(state.screen) }.map { architecture in
                let robot = state.open(architecture)
                defer { robot.close() }
                return (architecture.name, robot.snapshot)
            }
            let first = shown.first?.1 ?? ""
            return ScreenShown(
                screen: state.screen.rawValue, state: state.state, snapshot: first,
                sameIn: shown.filter { $0.1 == first }.map(\.0), otherIn: shown.filter { $0.1 != first }.map(\.0))
        }
    }
}

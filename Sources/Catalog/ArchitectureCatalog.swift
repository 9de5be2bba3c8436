import Foundation
import HeadlessUIKit
import MVC
import MVCVM
import MVP
import MVVM
import MassiveMVC
import Scenario
import TEA

/// The one list of architectures. The suite runs every spec of a screen against each entry that
/// builds it and the report measures each, so a new architecture joins both by being added here.
public enum ArchitectureCatalog {
    public static let all: [ArchitectureEntry] = [
        ArchitectureEntry(MassiveMVCArchitecture.self),
        ArchitectureEntry(MVCArchitecture.self),
        ArchitectureEntry(MVPArchitecture.self),
        ArchitectureEntry(MVVMArchitecture.self),
        ArchitectureEntry(MVCVMArchitecture.self),
        ArchitectureEntry(TEAArchitecture.self),
    ]

    /// The entries named in `MVX_ARCH` (comma-separated, for example `MVX_ARCH=MVP,MVVM`), or all
    /// when it is unset or empty. A name the catalog does not hold is an error, not an empty run.
    public static func selected(by environment: [String: String]) throws(UnknownArchitecture) -> [ArchitectureEntry] {
        let names = (environment["MVX_ARCH"] ?? "").split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
        guard !names.isEmpty else { return all }
        func matches(_ name: String, _ entry: ArchitectureEntry) -> Bool {
            name.caseInsensitiveCompare(entry.name) == .orderedSame
        }
        let unknown = names.filter { name in !all.contains { matches(name, $0) } }
        guard unknown.isEmpty else { throw UnknownArchitecture(names: unknown, known: all.map(\.name)) }
        return all.filter { entry in names.contains { matches($0, entry) } }
    }
}

/// An architecture as a value: its name, the screens it builds, and a way to make each.
public struct ArchitectureEntry: Sendable, CustomStringConvertible {
    public let name: String
    private let makeProfile: (@MainActor @Sendable (Int, ProfileEnvironment) -> UIViewController)?
    private let makeLogin: (@MainActor @Sendable (LoginEnvironment) -> UIViewController)?
    private let makeCart: (@MainActor @Sendable (CartEnvironment) -> UIViewController)?
    private let makeMessages: (@MainActor @Sendable (MessagesEnvironment) -> UIViewController)?
    private let makeGoods: (@MainActor @Sendable (GoodsEnvironment) -> UIViewController)?
    private let makeFriendList: (@MainActor @Sendable (Int, FriendsEnvironment) -> UIViewController)?
    private let makeFollowList: (@MainActor @Sendable (Int, FriendsEnvironment) -> UIViewController)?

    public init<A: Architecture>(_ architecture: A.Type) {
        name = A.name
        makeProfile = (A.self as? any ProfileBuilding.Type).map { Self.profileMaker($0) }
        makeLogin = (A.self as? any LoginBuilding.Type).map { Self.loginMaker($0) }
        makeCart = (A.self as? any CartBuilding.Type).map { Self.cartMaker($0) }
        makeMessages = (A.self as? any MessagesBuilding.Type).map { Self.messagesMaker($0) }
        makeGoods = (A.self as? any GoodsBuilding.Type).map { Self.goodsMaker($0) }
        let friends = (A.self as? any FriendsBuilding.Type).map { Self.friendsMakers($0) }
        makeFriendList = friends?.friends
        makeFollowList = friends?.follows
    }

    private static func profileMaker<B: ProfileBuilding>(_: B.Type)
        -> @MainActor @Sendable (Int, ProfileEnvironment) -> UIViewController
    {
        { B.makeProfileScreen(userId: $0, environment: $1) }
    }

    private static func loginMaker<B: LoginBuilding>(_: B.Type)
        -> @MainActor @Sendable (LoginEnvironment) -> UIViewController
    {
        { B.makeLoginScreen(environment: $0) }
    }

    private static func cartMaker<B: CartBuilding>(_: B.Type)
        -> @MainActor @Sendable (CartEnvironment) -> UIViewController
    {
        { B.makeCartScreen(environment: $0) }
    }

    private static func messagesMaker<B: MessagesBuilding>(_: B.Type)
        -> @MainActor @Sendable (MessagesEnvironment) -> UIViewController
    {
        { B.makeMessagesScreen(environment: $0) }
    }

    private static func goodsMaker<B: GoodsBuilding>(_: B.Type)
        -> @MainActor @Sendable (GoodsEnvironment) -> UIViewController
    {
        { B.makeGoodsScreen(environment: $0) }
    }

    private static func friendsMakers<B: FriendsBuilding>(_: B.Type) -> (
        friends: @MainActor @Sendable (Int, FriendsEnvironment) -> UIViewController,
        follows: @MainActor @Sendable (Int, FriendsEnvironment) -> UIViewController
    ) {
        (
            { B.makeFriendListScreen(userId: $0, environment: $1) },
            { B.makeFollowListScreen(userId: $0, environment: $1) }
        )
    }

    /// The screens the architecture builds: those whose protocol it conforms to.
    public var screens: [Screen] {
        Screen.allCases.filter {
            switch $0 {
            case .profile: makeProfile != nil
            case .login: makeLogin != nil
            case .cart: makeCart != nil
            case .messages: makeMessages != nil
            case .goods: makeGoods != nil
            case .friends: makeFriendList != nil
            }
        }
    }

    public func builds(_ screen: Screen) -> Bool { screens.contains(screen) }

    /// The profile screen; only for an architecture that ``builds(_:)`` it.
    @MainActor
    public func makeProfileScreen(userId: Int, environment: ProfileEnvironment) -> UIViewController {
        guard let makeProfile else { preconditionFailure("\(name) builds no profile screen") }
        return makeProfile(userId, environment)
    }

    /// The login screen; only for an architecture that ``builds(_:)`` it.
    @MainActor
    public func makeLoginScreen(environment: LoginEnvironment) -> UIViewController {
        guard let makeLogin else { preconditionFailure("\(name) builds no login screen") }
        return makeLogin(environment)
    }

    /// The cart screen; only for an architecture that ``builds(_:)`` it.
    @MainActor
    public func makeCartScreen(environment: CartEnvironment) -> UIViewController {
        guard let makeCart else { preconditionFailure("\(name) builds no cart screen") }
        return makeCart(environment)
    }

    /// The system messages screen; only for an architecture that ``builds(_:)`` it.
    @MainActor
    public func makeMessagesScreen(environment: MessagesEnvironment) -> UIViewController {
        guard let makeMessages else { preconditionFailure("\(name) builds no messages screen") }
        return makeMessages(environment)
    }

    /// The goods home page; only for an architecture that ``builds(_:)`` it.
    @MainActor
    public func makeGoodsScreen(environment: GoodsEnvironment) -> UIViewController {
        guard let makeGoods else { preconditionFailure("\(name) builds no goods home page") }
        return makeGoods(environment)
    }

    /// The user's friend list; only for an architecture that ``builds(_:)`` the friends screen.
    @MainActor
    public func makeFriendListScreen(userId: Int, environment: FriendsEnvironment) -> UIViewController {
        guard let makeFriendList else { preconditionFailure("\(name) builds no friend list") }
        return makeFriendList(userId, environment)
    }

    /// The user's follow list; only for an architecture that ``builds(_:)`` the friends screen.
    @MainActor
    public func makeFollowListScreen(userId: Int, environment: FriendsEnvironment) -> UIViewController {
        guard let makeFollowList else { preconditionFailure("\(name) builds no follow list") }
        return makeFollowList(userId, environment)
    }

    public var description: String { name }
}

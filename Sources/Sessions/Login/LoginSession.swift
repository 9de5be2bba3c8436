import Catalog
import Harness
import HeadlessUIKit
import Shared

/// A random session on article 004's login form: keystrokes, pastes and deletes in both fields,
/// taps on the button, and the network holding, failing and answering the login and the lookups.
public struct LoginSession: Sendable, Equatable {
    public enum Field: String, Sendable { case phone, code }

    public enum Step: Sendable, Equatable {
        case type(String, into: Field)
        case paste(String, into: Field)
        case delete(Field, count: Int)
        case tapLogin
        case back
        case network(NetworkStep)
        case close
    }

    public var steps: [Step]

    public init(steps: [Step]) {
        self.steps = steps
    }

    /// Numbers with an account and an avatar, with an account and none, with none; near misses.
    static let phones = [
        "13800138000", "15912345678", "13912345678", "1380013800", "138 0013 8000", "138-0013-8000", "12800138000",
        "1", "0", "8", "a",
    ]
    static let codes = ["1234", "5678", "4321", "123", "12345", "12a4", "4", "0"]

    /// The session of a seed: the same on any machine.
    public init(seed: UInt64, length: Int = 20) {
        var random = SeededGenerator(seed: seed)
        var steps: [Step] = []
        for _ in 0..<length {
            let endpoint = random.pick([Request.Endpoint.login, .avatar])
            let field = random.pick([Field.phone, .code])
            let text = random.pick(field == .phone ? Self.phones : Self.codes)
            let step: Step =
                switch random.int(0...12) {
                case 0, 1, 2: .type(text, into: field)
                case 3, 4: .paste(text, into: field)
                case 5: .delete(field, count: random.pick([1, 1, 2, 11]))
                case 6, 7: .tapLogin
                case 8: .back
                case 9: .network(.hold(endpoint))
                case 10: .network(random.pick([.release(endpoint), .releaseLatest(endpoint), .stopHolding(endpoint)]))
                case 11: .network(.fail(endpoint))
                default: random.chance(30) ? .close : .network(.hold(endpoint))
                }
            steps.append(step)
            if step == .close { break }
        }
        self.steps = steps
    }
}

extension LoginSession: PlayableSession {
    public func open(_ architecture: ArchitectureEntry) -> ScreenRobot {
        LoginScreen(architecture, server: Fixture.loginServer())
    }

    public func perform(_ step: Step, on robot: ScreenRobot) {
        guard let screen = robot as? LoginScreen else { return }
        // A person types and taps on the form only while it is in front.
        let inFront = screen.screen != nil && screen.navigation.topViewController === screen.screen
        switch step {
        case .type(let text, let field): if inFront { screen.type(text, into: Self.identifier(field)) }
        case .paste(let text, let field): if inFront { screen.paste(text, into: Self.identifier(field)) }
        case .delete(let field, let count):
            if inFront { screen.deleteBackward(in: Self.identifier(field), count: count) }
        case .tapLogin: if inFront { screen.tapLogin() }
        case .back: if screen.navigation.viewControllers.count > 1 { screen.goBack() }
        case .network(let step): step.perform(on: screen)
        case .close: screen.close()
        }
    }

    public func isClose(_ step: Step) -> Bool { step == .close }

    public var openingCode: [String] { ["let screen = LoginScreen(architecture)"] }

    public func code(for step: Step) -> String {
        switch step {
        case .type(let text, let field): "screen.type(\"\(text)\", into: \"\(Self.identifier(field))\")"
        case .paste(let text, let field): "screen.paste(\"\(text)\", into: \"\(Self.identifier(field))\")"
        case .delete(let field, let count): "screen.deleteBackward(in: \"\(Self.identifier(field))\", count: \(count))"
        case .tapLogin: "screen.tapLogin()"
        case .back: "screen.goBack()"
        case .network(let step): step.code
        case .close: "screen.close()"
        }
    }

    @MainActor
    private static func identifier(_ field: Field) -> String {
        field == .phone ? LoginScreen.phoneField : LoginScreen.codeField
    }
}

import Catalog
import Harness
import HeadlessUIKit
import Shared
import Testing

/// [SCENARIO.md](../../../../SCENARIO.md#login-004), "Login (004)": the login request, its answers
/// and the screen's lifetime.
@MainActor
@Suite("Login request", .attachesSnapshots)
struct LoginRequestSpecs {
    nonisolated static let myPhone = LoginFormSpecs.myPhone
    nonisolated static let myCode = LoginFormSpecs.myCode

    /// Contract: login.request
    @Test(
        "A tap sends one login, with a HUD and the button disabled while it is in flight", arguments: loginArchitectures
    )
    func oneRequest(architecture: ArchitectureEntry) {
        let screen = LoginScreen(architecture)
        screen.fill(phone: Self.myPhone, code: Self.myCode)
        screen.server.hold(.login)
        screen.tapLogin()
        #expect(screen.server.requests(to: .login) == [.login(mobilePhone: Self.myPhone, verifyCode: Self.myCode)])
        #expect(screen.hudText == "Loading...")
        #expect(!screen.isLoginEnabled)
        screen.tapLogin()
        #expect(screen.server.requests(to: .login).count == 1, "a second tap asks nothing")
        #expect(screen.topView === screen.root, "nothing opens before the answer")
        screen.release(.login)
        #expect(screen.server.requests(to: .login).count == 1)
    }

    /// Contract: login.request, login.valid
    @Test(
        "A tap in the same turn as an edit that made the form invalid sends nothing and shows no HUD",
        arguments: loginArchitectures)
    func tapRightAfterInvalidEdit(architecture: ArchitectureEntry) {
        let screen = LoginScreen(architecture)
        screen.fill(phone: Self.myPhone, code: Self.myCode)
        screen.field(LoginScreen.codeField)?.deleteBackward()  // a fast thumb: no turn of the run loop between
        screen.tapLogin()
        #expect(screen.server.requests(to: .login).isEmpty)
        #expect(screen.hudText == nil, "no HUD is left turning for a login that never went out")
        #expect(!screen.isLoginEnabled)
    }

    /// Contract: login.request
    @Test("Editing the fields while the login is in flight keeps the button disabled", arguments: loginArchitectures)
    func editsInFlight(architecture: ArchitectureEntry) {
        let screen = LoginScreen(architecture)
        screen.fill(phone: Self.myPhone, code: Self.myCode)
        screen.server.hold(.login)
        screen.tapLogin()
        screen.deleteBackward(in: LoginScreen.codeField)
        #expect(!screen.isLoginEnabled)
        screen.type("4", into: LoginScreen.codeField)
        #expect(!screen.isLoginEnabled, "valid again, but the login is still in flight")
        screen.deleteBackward(in: LoginScreen.phoneField)
        screen.type("0", into: LoginScreen.phoneField)
        #expect(!screen.isLoginEnabled)
        #expect(screen.avatar == "me.png", "the avatar still follows the number")
        screen.tapLogin()
        #expect(screen.server.requests(to: .login).count == 1)
    }

    /// Contract: login.success
    @Test(
        "A login opens the logged-in user's own profile, with its drafts, above the form",
        arguments: loginArchitectures,
        [
            (LoginFormSpecs.myPhone, LoginFormSpecs.myCode, "Me"), (LoginFormSpecs.alicePhone, "5678", "Alice"),
        ])
    func successOpensOwnProfile(architecture: ArchitectureEntry, account: (String, String, String)) throws {
        let screen = LoginScreen(architecture)
        screen.fill(phone: account.0, code: account.1)
        screen.server.hold(.login)
        screen.tapLogin()
        screen.release(.login)
        #expect(screen.hudText == nil)
        #expect(screen.navigation.viewControllers.count == 2)
        let profile = try #require(screen.topView)
        #expect(screen.navigation.topViewController?.title == "用户详情")
        #expect(screen.text("userInfo.name", in: profile) == account.2)
        #expect(screen.find("draftList", in: profile) != nil, "the own profile has the draft list")
        #expect(
            screen.find("userInfo.follow", in: profile)?.isVisibleOnScreen != true,
            "no follow button on the own profile")
        let userId = account.2 == "Me" ? Fixture.loginUserId : Fixture.otherUserId
        #expect(screen.server.requests(to: .drafts) == [.drafts(userId: userId)])
        #expect(screen.toasts.isEmpty)
    }

    /// Contract: login.success
    @Test(
        "Going back from the profile shows the form as it was left, the button enabled", arguments: loginArchitectures)
    func backToTheForm(architecture: ArchitectureEntry) {
        let screen = LoginScreen(architecture)
        screen.fill(phone: Self.myPhone, code: Self.myCode)
        screen.tapLogin()
        screen.goBack()
        #expect(screen.topView === screen.root)
        #expect(screen.phone == Self.myPhone)
        #expect(screen.code == Self.myCode)
        #expect(screen.avatar == "me.png")
        #expect(screen.isLoginEnabled)
        #expect(screen.hudText == nil)
        screen.tapLogin()
        #expect(screen.server.requests(to: .login).count == 2, "and it logs in again")
        #expect(screen.navigation.viewControllers.count == 2)
    }

    /// What the user does to the fields while the login is in flight, and whether the button is
    /// enabled when they come back to the form.
    enum EditInFlight: String, CaseIterable, CustomStringConvertible {
        case none, codeCut, codeCutAndRetyped, phoneCut, phoneChangedToAnother

        var description: String { rawValue }

        var leavesValidFields: Bool { self != .codeCut && self != .phoneCut }
    }

    /// Contract: login.success, login.valid
    @Test(
        "Coming back after a login, the button follows the fields as they were edited while it was in flight",
        arguments: loginArchitectures, EditInFlight.allCases)
    func backAfterEditsInFlight(architecture: ArchitectureEntry, edit: EditInFlight) {
        let screen = LoginScreen(architecture)
        screen.fill(phone: Self.myPhone, code: Self.myCode)
        screen.server.hold(.login)
        screen.tapLogin()
        switch edit {
        case .none: break
        case .codeCut: screen.deleteBackward(in: LoginScreen.codeField)
        case .codeCutAndRetyped:
            screen.deleteBackward(in: LoginScreen.codeField)
            screen.type("4", into: LoginScreen.codeField)
        case .phoneCut: screen.deleteBackward(in: LoginScreen.phoneField)
        case .phoneChangedToAnother:
            screen.deleteBackward(in: LoginScreen.phoneField, count: 11)
            screen.type(LoginFormSpecs.alicePhone, into: LoginScreen.phoneField)
        }
        #expect(!screen.isLoginEnabled, "disabled while the login is in flight, whatever the fields hold")
        screen.release(.login)
        #expect(screen.navigation.viewControllers.count == 2, "the login sent opens its profile")
        screen.goBack()
        #expect(screen.topView === screen.root)
        #expect(screen.isLoginEnabled == edit.leavesValidFields)
        screen.tapLogin()
        #expect(screen.server.requests(to: .login).count == (edit.leavesValidFields ? 2 : 1))
    }

    /// Contract: login.success, login.avatar
    @Test(
        "An avatar answered after the login opened the profile shows on the form when the user goes back",
        arguments: loginArchitectures)
    func avatarAfterLogin(architecture: ArchitectureEntry) {
        let screen = LoginScreen(architecture)
        screen.server.hold(.avatar)
        screen.fill(phone: Self.myPhone, code: Self.myCode)
        #expect(screen.isLoginEnabled, "the lookup does not hold the button back")
        screen.tapLogin()
        #expect(screen.navigation.viewControllers.count == 2)
        screen.release(.avatar)
        #expect(screen.navigation.viewControllers.count == 2, "the late lookup opens and closes nothing")
        screen.goBack()
        #expect(screen.avatar == "me.png")
        #expect(screen.isLoginEnabled)
    }

    /// Contract: login.failure
    @Test(
        "A failed login toasts the server's message and enables the button again",
        arguments: loginArchitectures,
        [
            (LoginFormSpecs.myPhone, "4321", "验证码错误"), (LoginFormSpecs.unknownPhone, "1234", "该手机号尚未注册"),
        ])
    func failure(architecture: ArchitectureEntry, attempt: (String, String, String)) {
        let screen = LoginScreen(architecture)
        screen.fill(phone: attempt.0, code: attempt.1)
        screen.server.hold(.login)
        screen.tapLogin()
        #expect(screen.toasts.isEmpty)
        screen.release(.login)
        #expect(screen.toasts == [attempt.2])
        #expect(screen.hudText == nil)
        #expect(screen.isLoginEnabled)
        #expect(screen.navigation.viewControllers.count == 1, "nothing opens")
        #expect(screen.server.loginUserId == Fixture.loginUserId, "nobody else is logged in")
    }

    /// Contract: login.failure, login.request
    @Test(
        "A login that fails after the fields became invalid leaves the button disabled", arguments: loginArchitectures)
    func failureWithInvalidFields(architecture: ArchitectureEntry) {
        let screen = LoginScreen(architecture)
        screen.fill(phone: Self.myPhone, code: "4321")
        screen.server.hold(.login)
        screen.tapLogin()
        screen.deleteBackward(in: LoginScreen.codeField)
        screen.release(.login)
        #expect(screen.toasts == ["验证码错误"])
        #expect(!screen.isLoginEnabled)
        screen.type("4", into: LoginScreen.codeField)
        #expect(screen.isLoginEnabled)
    }

    /// Contract: login.failure, login.success
    @Test("After a failure the user can correct the code and log in", arguments: loginArchitectures)
    func retryAfterFailure(architecture: ArchitectureEntry) {
        let screen = LoginScreen(architecture)
        screen.server.fail(.login, message: "网络异常")
        screen.fill(phone: Self.myPhone, code: Self.myCode)
        screen.tapLogin()
        #expect(screen.toasts == ["网络异常"])
        #expect(screen.navigation.viewControllers.count == 1)
        screen.tapLogin()
        #expect(screen.server.requests(to: .login).count == 2)
        #expect(screen.navigation.viewControllers.count == 2)
        #expect(screen.text("userInfo.name", in: screen.topView) == "Me")
    }

    /// Contract: login.life
    @Test(
        "Closing the form with a login or a lookup in flight frees everything, and the late answer changes nothing",
        arguments: loginArchitectures, [Request.Endpoint.login, .avatar])
    func closeInFlight(architecture: ArchitectureEntry, held: Request.Endpoint) throws {
        let server = Fixture.loginServer()
        let screen = LoginScreen(architecture, server: server)
        server.hold(held)
        screen.fill(phone: Self.myPhone, code: Self.myCode)
        if held == .login { screen.tapLogin() }
        #expect(server.pendingCount(held) == 1)
        let graph = ObjectGraph(from: try #require(screen.screen), excluding: [server, screen.navigation])
        #expect(graph.count > 5, "the walk must reach the screen's objects")
        screen.close()
        #expect(graph.alive == [], "freed at close, not when the answer arrives")
        let asked = server.log
        server.stopHolding(held)
        screen.settle()
        #expect(server.log == asked, "the late answer asks nothing more")
        #expect(screen.navigation.viewControllers.isEmpty, "and opens nothing")
    }

    /// Contract: login.life
    @Test(
        "Closing the stack after a login opened the profile frees the form and the profile",
        arguments: loginArchitectures)
    func closeAfterLogin(architecture: ArchitectureEntry) throws {
        let screen = LoginScreen(architecture)
        screen.fill(phone: Self.myPhone, code: Self.myCode)
        screen.server.hold(.blogs)
        screen.tapLogin()
        #expect(screen.navigation.viewControllers.count == 2)
        let form = ObjectGraph(from: try #require(screen.screen), excluding: [screen.server, screen.navigation])
        let profile = ObjectGraph(
            from: try #require(screen.navigation.topViewController), excluding: [screen.server, screen.navigation])
        #expect(profile.typeNames.contains("UITableView"), "the walk reaches the profile's lists")
        screen.close()
        #expect(form.alive == [])
        #expect(profile.alive == [], "the profile, with its blog page still in flight, is freed too")
        screen.server.stopHolding(.blogs)
        screen.settle()
    }
}

import MVCVM
import Shared
import Testing

// MVCVM: the view model is MVVM's, 004's `LoginViewModel`, and is tested the same way: write the
// two inputs, read `validLogin` and `avatarUrlString`, call `login(success:failure:)` and record
// what the blocks get. No controller, no view.

@MainActor
@Suite("MVCVM: LoginViewModel")
struct LoginViewModelTests {
    let server = makeServer()

    /// LogicCase: login: validity
    @Test("login: validity of the number and the code")
    func loginValidation() {
        let viewModel = LoginViewModel(apiManager: server)
        #expect(!viewModel.validLogin)
        viewModel.mobilePhone = "13800138000"
        #expect(!viewModel.validLogin)
        viewModel.verifyCode = "1234"
        #expect(viewModel.validLogin)
        for phone in ["12800138000", "1380013800", "138001380001", "138 0013 800"] {
            viewModel.mobilePhone = phone
            #expect(!viewModel.validLogin, "\(phone)")
        }
        viewModel.mobilePhone = "19912345678"
        viewModel.verifyCode = "12a4"
        #expect(!viewModel.validLogin)
    }

    /// LogicCase: login: avatar lookup
    @Test("login: the avatar of a valid number, and only of the number it still holds")
    func loginAvatarLookup() {
        let viewModel = LoginViewModel(apiManager: server)
        viewModel.mobilePhone = "1380013800"
        #expect(server.requests(to: .avatar).isEmpty)
        viewModel.mobilePhone = "13800138000"
        #expect(viewModel.avatarUrlString == nil)
        server.deliverPending()
        #expect(viewModel.avatarUrlString == "me.png")
        server.hold(.avatar)
        viewModel.mobilePhone = "13800138001"
        viewModel.mobilePhone = "13800138000"
        viewModel.mobilePhone = "1380013800"
        #expect(viewModel.avatarUrlString == nil)
        server.releaseNext(.avatar)
        server.releaseNext(.avatar)
        #expect(viewModel.avatarUrlString == nil, "both answers are for numbers it no longer holds")
    }

    /// LogicCase: login: success
    @Test("login: success gives the user's id")
    func loginSuccess() {
        let viewModel = LoginViewModel(apiManager: server)
        viewModel.mobilePhone = "13800138000"
        viewModel.verifyCode = "1234"
        var loggedIn: [Int] = []
        viewModel.login(success: { loggedIn.append($0) }, failure: { _ in Issue.record("no failure") })
        #expect(!viewModel.validLogin, "no second login while one is in flight")
        server.deliverPending()
        #expect(loggedIn == [1])
        #expect(viewModel.validLogin)
    }

    /// LogicCase: login: failure
    @Test("login: failure gives the server's message")
    func loginFailure() {
        let viewModel = LoginViewModel(apiManager: server)
        viewModel.mobilePhone = "13800138000"
        viewModel.verifyCode = "4321"
        var failures: [String] = []
        viewModel.login(success: { _ in Issue.record("no success") }, failure: { failures.append($0) })
        server.deliverPending()
        #expect(failures == ["验证码错误"])
        #expect(viewModel.validLogin)
    }

    /// LogicCase: login: double tap
    @Test("login: a second login while the first is in flight asks nothing")
    func loginDoubleTap() {
        let viewModel = LoginViewModel(apiManager: server)
        viewModel.mobilePhone = "13800138000"
        viewModel.verifyCode = "1234"
        let first = viewModel.login(success: { _ in }, failure: { _ in })
        let second = viewModel.login(success: { _ in }, failure: { _ in })
        #expect(first)
        #expect(!second, "the second says it sent nothing")
        #expect(server.requests(to: .login).count == 1)
    }
}

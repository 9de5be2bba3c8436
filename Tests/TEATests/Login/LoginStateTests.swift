import Shared
import TEA
import Testing

// TEA: the form's rules are `LoginState.update`: an edit is a message, the lookups and the login
// are commands, and their answers are messages the test sends.

@Suite("TEA: LoginState")
struct LoginStateTests {
    private func filled(phone: String = "13800138000", code: String = "1234") -> LoginState {
        var state = LoginState()
        _ = state.update(.phoneChanged(phone))
        _ = state.update(.codeChanged(code))
        return state
    }

    /// LogicCase: login: validity
    @Test("login: validity of the number and the code")
    func validity() {
        #expect(LoginState().validLogin == false)
        #expect(filled().validLogin)
        for phone in ["1380013800", "138001380001", "12800138000", "138 0013 8000", "138-0013-8000", "１３８００１３８０００"] {
            #expect(filled(phone: phone).validLogin == false, "\(phone)")
        }
        for code in ["123", "12345", "12a4", ""] {
            #expect(filled(code: code).validLogin == false, "\(code)")
        }
    }

    /// LogicCase: login: avatar lookup
    @Test("login: the avatar of a valid number, and only of the number it still holds")
    func avatarLookup() {
        var state = LoginState()
        #expect(state.update(.phoneChanged("1380013800")) == [])
        #expect(state.update(.phoneChanged("13800138000")) == [.fetchAvatar(mobilePhone: "13800138000")])
        _ = state.update(.avatarFound(mobilePhone: "13800138000", .success("me.png")))
        #expect(state.avatarUrlString == "me.png")
        _ = state.update(.phoneChanged("1380013800"))
        #expect(state.avatarUrlString == nil, "the placeholder at once")
        _ = state.update(.avatarFound(mobilePhone: "13800138000", .success("me.png")))
        #expect(state.avatarUrlString == nil, "an answer for a number the field no longer holds")
        _ = state.update(.phoneChanged("13800138000"))
        _ = state.update(.avatarFound(mobilePhone: "13800138000", .success("me.png")))
        _ = state.update(.avatarFound(mobilePhone: "13800138000", .failure(RequestError(message: "找不到"))))
        #expect(state.avatarUrlString == "me.png", "a failed lookup changes nothing")
    }

    /// LogicCase: login: success
    @Test("login: success opens the logged-in user's profile")
    func success() {
        var state = filled()
        #expect(state.update(.tapLogin) == [.login(mobilePhone: "13800138000", verifyCode: "1234")])
        #expect(state.executing)
        #expect(state.update(.loggedIn(.success(User(id: 1, name: "Me")))) == [.openProfile(userId: 1)])
        #expect(state.validLogin, "the button follows the fields again")
    }

    /// LogicCase: login: failure
    @Test("login: failure toasts the server's message and enables the button again")
    func failure() {
        var state = filled()
        _ = state.update(.tapLogin)
        #expect(state.update(.loggedIn(.failure(RequestError(message: "验证码错误")))) == [.toast("验证码错误")])
        #expect(state.validLogin)
    }

    /// LogicCase: login: double tap
    @Test("login: a second login while the first is in flight asks nothing")
    func doubleTap() {
        var state = filled()
        _ = state.update(.tapLogin)
        #expect(state.validLogin == false)
        #expect(state.update(.tapLogin) == [])
    }
}

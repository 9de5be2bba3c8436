import Catalog
import Harness
import HeadlessUIKit
import Shared
import Testing

/// [SCENARIO.md](../../../../SCENARIO.md#login-004), "Login (004)": the form, its validity and the
/// avatar lookup.
@MainActor
@Suite("Login form", .attachesSnapshots)
struct LoginFormSpecs {
    nonisolated static let myPhone = "13800138000"
    nonisolated static let myCode = "1234"
    nonisolated static let alicePhone = "15912345678"
    /// A valid number the server does not know.
    nonisolated static let unknownPhone = "13912345678"

    /// Contract: login.form
    @Test("The form opens empty, with the placeholder avatar and the button disabled", arguments: loginArchitectures)
    func opensEmpty(architecture: ArchitectureEntry) {
        let screen = LoginScreen(architecture)
        #expect(screen.title == "登录")
        #expect(screen.phone == "")
        #expect(screen.code == "")
        #expect(screen.field(LoginScreen.phoneField)?.placeholder == "请输入手机号")
        #expect(screen.field(LoginScreen.codeField)?.placeholder == "请输入验证码")
        #expect(screen.avatar == "placeholderUserIcon")
        #expect(screen.button("login.button")?.currentTitle == "登录")
        #expect(!screen.isLoginEnabled)
        #expect(screen.hudText == nil)
        #expect(screen.server.log.isEmpty, "opening the form asks nothing")
    }

    /// Contract: login.valid
    @Test("The button follows every keystroke in either field", arguments: loginArchitectures)
    func buttonFollowsKeystrokes(architecture: ArchitectureEntry) {
        let screen = LoginScreen(architecture)
        for digit in Self.myPhone.dropLast() {
            screen.type(String(digit), into: LoginScreen.phoneField)
            #expect(!screen.isLoginEnabled)
        }
        screen.type("0", into: LoginScreen.phoneField)
        #expect(!screen.isLoginEnabled, "a valid number and no code")
        screen.type("123", into: LoginScreen.codeField)
        #expect(!screen.isLoginEnabled, "three digits of code")
        screen.type("4", into: LoginScreen.codeField)
        #expect(screen.isLoginEnabled)
        screen.deleteBackward(in: LoginScreen.phoneField)
        #expect(!screen.isLoginEnabled, "ten digits of number")
        screen.type("0", into: LoginScreen.phoneField)
        #expect(screen.isLoginEnabled)
        screen.deleteBackward(in: LoginScreen.codeField, count: 4)
        #expect(screen.code == "")
        #expect(!screen.isLoginEnabled, "the code deleted after it was filled")
        screen.type("9876", into: LoginScreen.codeField)
        #expect(screen.isLoginEnabled, "any four digits are a valid code")
    }

    /// Contract: login.valid
    @Test(
        "A mainland mobile number starts with 1 and a second digit from 3 to 9",
        arguments: loginArchitectures,
        [
            ("13000000000", true), ("19999999999", true), ("15912345678", true), ("12800138000", false),
            ("10800138000", false), ("23800138000", false), ("03800138000", false),
        ])
    func numberRule(architecture: ArchitectureEntry, number: (String, Bool)) {
        let screen = LoginScreen(architecture)
        screen.type(Self.myCode, into: LoginScreen.codeField)
        screen.type(number.0, into: LoginScreen.phoneField)
        #expect(screen.isLoginEnabled == number.1, "\(number.0)")
        #expect(screen.server.requests(to: .avatar).count == (number.1 ? 1 : 0), "only a valid number is looked up")
    }

    /// Contract: login.input, login.valid
    @Test(
        "Pasted or typed text is read as it is: spaces, dashes, a twelfth digit, a letter or a full-width digit make it invalid",
        arguments: loginArchitectures,
        [
            "138 0013 8000", "138-0013-8000", "138001380001", "1380013800a", " 13800138000", "１３８００１３８０００",
            "138００138000", "١٣٨٠٠١٣٨٠٠٠", "13800138000 ", "13800138000\t", "\n13800138000", "13800138000\n",
            "\u{00A0}13800138000", "13800138000\u{3000}",
        ])
    func badNumbers(architecture: ArchitectureEntry, pasted: String) {
        let screen = LoginScreen(architecture)
        screen.type(Self.myCode, into: LoginScreen.codeField)
        screen.paste(pasted, into: LoginScreen.phoneField)
        #expect(screen.phone == pasted, "nothing is cleaned")
        #expect(!screen.isLoginEnabled)
        #expect(screen.avatar == "placeholderUserIcon")
        #expect(screen.server.requests(to: .avatar).isEmpty)
    }

    /// Contract: login.input, login.valid
    @Test(
        "A code is exactly four digits", arguments: loginArchitectures,
        [
            ("123", false), ("12345", false), ("12a4", false), ("1 34", false), ("0000", true), ("１２３４", false),
            ("12３4", false), ("١٢٣٤", false), (" 1234", false), ("1234 ", false), ("1234\n", false),
            ("\t1234", false), ("1234\u{3000}", false),
        ])
    func codeRule(architecture: ArchitectureEntry, code: (String, Bool)) {
        let screen = LoginScreen(architecture)
        screen.paste(Self.myPhone, into: LoginScreen.phoneField)
        screen.paste(code.0, into: LoginScreen.codeField)
        #expect(screen.isLoginEnabled == code.1, "\(code.0)")
    }

    /// Contract: login.input, login.valid
    @Test("A twelfth digit typed after a valid number disables the button again", arguments: loginArchitectures)
    func twelfthDigit(architecture: ArchitectureEntry) {
        let screen = LoginScreen(architecture)
        screen.fill(phone: Self.myPhone, code: Self.myCode)
        #expect(screen.isLoginEnabled)
        screen.type("1", into: LoginScreen.phoneField)
        #expect(!screen.isLoginEnabled)
        #expect(screen.avatar == "placeholderUserIcon", "twelve digits are no number of anyone's")
        screen.deleteBackward(in: LoginScreen.phoneField)
        #expect(screen.isLoginEnabled)
        #expect(screen.avatar == "me.png")
    }

    /// Contract: login.avatar
    @Test(
        "A valid number shows the avatar the device keeps for it, once its lookup answers",
        arguments: loginArchitectures)
    func avatarShows(architecture: ArchitectureEntry) {
        let screen = LoginScreen(architecture)
        screen.server.hold(.avatar)
        screen.type(Self.myPhone, into: LoginScreen.phoneField)
        #expect(screen.server.requests(to: .avatar) == [.avatar(mobilePhone: Self.myPhone)])
        #expect(screen.avatar == "placeholderUserIcon", "the placeholder until the lookup answers")
        screen.release(.avatar)
        #expect(screen.avatar == "me.png")
        screen.type(Self.myCode, into: LoginScreen.codeField)
        #expect(screen.server.requests(to: .avatar).count == 1, "typing the code looks nothing up")
        #expect(screen.avatar == "me.png")
    }

    /// Contract: login.avatar
    @Test(
        "A number with no avatar on the device, an unknown number and a failed lookup show the placeholder",
        arguments: loginArchitectures, [alicePhone, unknownPhone, ""])
    func avatarPlaceholder(architecture: ArchitectureEntry, phone: String) {
        let screen = LoginScreen(architecture)
        if phone.isEmpty { screen.server.fail(.avatar, message: "读取失败") }
        screen.type(phone.isEmpty ? Self.myPhone : phone, into: LoginScreen.phoneField)
        #expect(screen.server.requests(to: .avatar).count == 1)
        #expect(screen.avatar == "placeholderUserIcon")
        #expect(screen.toasts.isEmpty, "a lookup that fails is quiet")
        #expect(screen.isLoginEnabled == false)
    }

    /// Contract: login.avatar, login.avatarStale
    @Test(
        "Each edit that leaves a valid number looks it up, and one that leaves it invalid shows the placeholder at once",
        arguments: loginArchitectures)
    func lookupPerEdit(architecture: ArchitectureEntry) {
        let screen = LoginScreen(architecture)
        screen.type(Self.myPhone, into: LoginScreen.phoneField)
        #expect(screen.avatar == "me.png")
        screen.deleteBackward(in: LoginScreen.phoneField)
        #expect(screen.avatar == "placeholderUserIcon")
        #expect(screen.server.requests(to: .avatar).count == 1)
        screen.type("0", into: LoginScreen.phoneField)
        #expect(screen.server.requests(to: .avatar).count == 2, "the same number again is looked up again")
        #expect(screen.avatar == "me.png")
        screen.deleteBackward(in: LoginScreen.phoneField, count: 11)
        #expect(screen.avatar == "placeholderUserIcon")
        screen.paste(Self.alicePhone, into: LoginScreen.phoneField)
        #expect(screen.server.requests(to: .avatar).last == .avatar(mobilePhone: Self.alicePhone))
        #expect(screen.avatar == "placeholderUserIcon", "Alice's number has no avatar on the device")
    }

    /// Contract: login.avatarStale
    @Test("A lookup answered after the number became invalid changes nothing", arguments: loginArchitectures)
    func staleAfterInvalid(architecture: ArchitectureEntry) {
        let screen = LoginScreen(architecture)
        screen.server.hold(.avatar)
        screen.type(Self.myPhone, into: LoginScreen.phoneField)
        screen.deleteBackward(in: LoginScreen.phoneField)
        screen.release(.avatar)
        #expect(screen.avatar == "placeholderUserIcon")
    }

    /// Contract: login.avatarStale, login.avatar
    @Test(
        "Of two lookups in flight, only the one for the number the field holds shows, in either order",
        arguments: loginArchitectures, [false, true])
    func overlappingLookups(architecture: ArchitectureEntry, newestFirst: Bool) {
        let screen = LoginScreen(architecture)
        screen.server.hold(.avatar)
        screen.type(Self.myPhone, into: LoginScreen.phoneField)  // the login user's, with an avatar
        screen.deleteBackward(in: LoginScreen.phoneField)
        screen.type("1", into: LoginScreen.phoneField)  // 13800138001: valid, nobody's
        #expect(
            screen.server.requests(to: .avatar) == [
                .avatar(mobilePhone: Self.myPhone), .avatar(mobilePhone: "13800138001"),
            ])
        if newestFirst { screen.releaseLatest(.avatar) } else { screen.release(.avatar) }
        #expect(screen.avatar == "placeholderUserIcon")
        screen.release(.avatar)
        #expect(
            screen.avatar == "placeholderUserIcon", "the login user's avatar, for a number the field left, never shows")
        screen.deleteBackward(in: LoginScreen.phoneField)
        screen.type("0", into: LoginScreen.phoneField)
        screen.release(.avatar)
        #expect(screen.avatar == "me.png", "the number typed again is looked up again and shows")
    }

    /// Contract: login.avatar, login.avatarStale
    @Test(
        "A failed lookup hides no avatar: of two lookups of one number, the older failing and answering last, the avatar stays",
        arguments: loginArchitectures)
    func olderFailedLookupAnswersLast(architecture: ArchitectureEntry) {
        let screen = LoginScreen(architecture)
        screen.server.hold(.avatar)
        screen.server.fail(.avatar, message: "查询失败")
        screen.type(Self.myPhone, into: LoginScreen.phoneField)  // its lookup will fail
        screen.type("0", into: LoginScreen.phoneField)  // a twelfth digit: invalid, no lookup
        screen.deleteBackward(in: LoginScreen.phoneField)  // the same number again: a lookup that succeeds
        #expect(screen.server.requests(to: .avatar).count == 2)
        screen.releaseLatest(.avatar)
        #expect(screen.avatar == "me.png")
        screen.release(.avatar)
        #expect(screen.avatar == "me.png", "the older lookup's failure says nothing the newer one did not")
        #expect(screen.toasts.isEmpty, "quietly")
    }

    /// Contract: login.avatar
    @Test(
        "Of two lookups of one number, the newer failing first, the older answering last shows the avatar",
        arguments: loginArchitectures)
    func newerFailedLookupAnswersFirst(architecture: ArchitectureEntry) {
        let screen = LoginScreen(architecture)
        screen.server.hold(.avatar)
        screen.type(Self.myPhone, into: LoginScreen.phoneField)  // its lookup will succeed
        screen.type("0", into: LoginScreen.phoneField)  // a twelfth digit: invalid, no lookup
        screen.server.fail(.avatar, message: "查询失败")
        screen.deleteBackward(in: LoginScreen.phoneField)  // the same number again: a lookup that fails
        #expect(screen.server.requests(to: .avatar).count == 2)
        screen.releaseLatest(.avatar)
        #expect(screen.avatar == "placeholderUserIcon", "a failed lookup changes nothing")
        screen.release(.avatar)
        #expect(screen.avatar == "me.png", "the older lookup answers for the number the field still holds")
        #expect(screen.toasts.isEmpty, "quietly")
    }
}

import Shared

/// 004's login form as one value (004's `SULoginViewModel`): the two texts as typed, the avatar
/// found for the number, and the login in flight. `update` decides what 004's view controller
/// must not ("视图控制器不要做的事"): the button's validity, the avatar lookup and the login request.
public struct LoginState: Program, Equatable {
    public enum Message: Equatable {
        case phoneChanged(String)
        case codeChanged(String)
        case tapLogin
        case loggedIn(Result<User, RequestError>)
        case avatarFound(mobilePhone: String, Result<String?, RequestError>)
    }

    public enum Command: Equatable {
        case fetchAvatar(mobilePhone: String)
        case login(mobilePhone: String, verifyCode: String)
        case openProfile(userId: Int)
        case toast(String)
    }

    public private(set) var mobilePhone = ""
    public private(set) var verifyCode = ""
    /// The avatar kept on the device for the number; nil while there is none to show.
    public private(set) var avatarUrlString: String?
    /// A login is in flight: the HUD shows, the button is off.
    public private(set) var executing = false

    public init() {}

    /// Whether the login button can be tapped: a valid number, a four-digit code, no login in flight.
    public var validLogin: Bool {
        !executing && isValidMobilePhone && verifyCode.wholeMatch(of: /[0-9]{4}/) != nil
    }

    /// A mainland mobile number: 11 digits, the first 1, the second 3 to 9.
    private var isValidMobilePhone: Bool { mobilePhone.wholeMatch(of: /1[3-9][0-9]{9}/) != nil }

    public mutating func update(_ message: Message) -> [Command] {
        switch message {
        case .phoneChanged(let text):
            mobilePhone = text
            avatarUrlString = nil
            return isValidMobilePhone ? [.fetchAvatar(mobilePhone: text)] : []
        case .codeChanged(let text):
            verifyCode = text
            return []
        case .tapLogin:
            guard validLogin else { return [] }
            executing = true
            return [.login(mobilePhone: mobilePhone, verifyCode: verifyCode)]
        case .loggedIn(.success(let user)):
            executing = false
            return [.openProfile(userId: user.id)]
        case .loggedIn(.failure(let error)):
            executing = false
            return [.toast(error.message)]
        case .avatarFound(let phone, .success(let avatar)):
            if phone == mobilePhone { avatarUrlString = avatar }
            return []
        case .avatarFound(_, .failure):
            return []
        }
    }
}

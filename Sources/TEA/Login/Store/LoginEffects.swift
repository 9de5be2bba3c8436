import Shared

/// Runs the login's requests; opening the profile and the toast are the scene's.
@MainActor
public struct LoginEffects {
    let api: any LoginAPIManager

    public init(api: any LoginAPIManager) {
        self.api = api
    }

    public func run(_ command: LoginState.Command, send: @escaping @MainActor (LoginState.Message) -> Void) {
        switch command {
        case .fetchAvatar(let phone):
            api.fetchAvatarUrlString(mobilePhone: phone) { send(.avatarFound(mobilePhone: phone, $0.answer)) }
        case .login(let phone, let code):
            api.login(mobilePhone: phone, verifyCode: code) { send(.loggedIn($0.answer)) }
        case .openProfile, .toast:
            break
        }
    }
}

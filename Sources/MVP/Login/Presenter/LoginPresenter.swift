import Shared

/// The login form's P: it validates both fields, looks up the number's avatar, sends the login,
/// and tells its view through `LoginFormView`.
@MainActor
public final class LoginPresenter {
    public weak var view: (any LoginFormView)?

    public private(set) var isLoginEnabled = false
    public private(set) var avatarName = LoginPresenter.placeholderAvatar
    public let loadingText = "Loading..."

    private static let placeholderAvatar = "placeholderUserIcon"
    private let apiManager: any LoginAPIManager
    private var mobilePhone = ""
    private var verifyCode = ""
    private var isLoggingIn = false

    public init(apiManager: any LoginAPIManager) {
        self.apiManager = apiManager
    }

    public func mobilePhoneDidChange(_ text: String) {
        mobilePhone = text
        avatarName = Self.placeholderAvatar
        update()
        guard isValidMobilePhone else { return }
        apiManager.fetchAvatarUrlString(mobilePhone: text) { [weak self] result in
            guard let self, mobilePhone == text, case .success(let avatar) = result else { return }
            avatarName = avatar ?? Self.placeholderAvatar
            view?.loginPresenterDidUpdate()
        }
    }

    public func verifyCodeDidChange(_ text: String) {
        verifyCode = text
        update()
    }

    public func login() {
        guard isLoginEnabled else { return }
        isLoggingIn = true
        update()
        view?.loginPresenterDidStartLogin()
        apiManager.login(mobilePhone: mobilePhone, verifyCode: verifyCode) { [weak self] result in
            guard let self else { return }
            isLoggingIn = false
            update()
            switch result {
            case .success(let user): view?.loginPresenterDidLogin(userId: user.id)
            case .failure(let error): view?.loginPresenterDidFail(message: error.message)
            }
        }
    }

    private var isValidMobilePhone: Bool { mobilePhone.wholeMatch(of: /1[3-9][0-9]{9}/) != nil }

    private func update() {
        isLoginEnabled = !isLoggingIn && isValidMobilePhone && verifyCode.wholeMatch(of: /[0-9]{4}/) != nil
        view?.loginPresenterDidUpdate()
    }
}

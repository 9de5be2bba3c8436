import Observation
import Shared

/// 004's `SULoginViewModel`: the form's two texts in, whether it can be sent and the avatar out,
/// and the login with block callbacks, so the view controller observes no request state
/// (004: "为了减少View对viewModel的状态的监听 这里采用block回调来减少状态的处理").
@MainActor
@Observable
public final class LoginViewModel {
    // MARK: Inputs

    /// The phone field's text, as typed; each change looks up the avatar of a valid number.
    public var mobilePhone = "" {
        didSet { fetchAvatar() }
    }
    /// The code field's text, as typed.
    public var verifyCode = ""

    // MARK: Outputs

    /// Whether the login button can be tapped: a valid number, a four-digit code, no login in flight.
    public var validLogin: Bool {
        !executing && isValidMobilePhone && verifyCode.wholeMatch(of: /[0-9]{4}/) != nil
    }
    /// The avatar kept on the device for the number; nil while there is none to show.
    public private(set) var avatarUrlString: String?

    private var executing = false
    @ObservationIgnored private let apiManager: any LoginAPIManager

    public init(apiManager: any LoginAPIManager) {
        self.apiManager = apiManager
    }

    /// Logs in; `success` gets the logged-in user's id, `failure` the message to show. Returns
    /// whether the login went out: nothing is sent while `validLogin` is false.
    @discardableResult
    public func login(
        success: @escaping @MainActor (_ userId: Int) -> Void, failure: @escaping @MainActor (_ message: String) -> Void
    ) -> Bool {
        guard validLogin else { return false }
        executing = true
        apiManager.login(mobilePhone: mobilePhone, verifyCode: verifyCode) { [weak self] result in
            guard let self else { return }
            executing = false
            switch result {
            case .success(let user): success(user.id)
            case .failure(let error): failure(error.message)
            }
        }
        return true
    }

    /// A mainland mobile number: 11 digits, the first 1, the second 3 to 9.
    private var isValidMobilePhone: Bool { mobilePhone.wholeMatch(of: /1[3-9][0-9]{9}/) != nil }

    private func fetchAvatar() {
        avatarUrlString = nil
        let phone = mobilePhone
        guard isValidMobilePhone else { return }
        apiManager.fetchAvatarUrlString(mobilePhone: phone) { [weak self] result in
            guard let self, mobilePhone == phone, case .success(let avatar) = result else { return }
            avatarUrlString = avatar
        }
    }
}

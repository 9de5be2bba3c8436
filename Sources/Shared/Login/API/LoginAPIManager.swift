/// The login screen's server and the device's local avatar store, as 004's `SULoginViewModel`
/// reaches them: completion handlers, an answer never inside the call.
@MainActor
public protocol LoginAPIManager: AnyObject {
    /// Logs in with the phone number and its four-digit code; answers the logged-in user.
    func login(mobilePhone: String, verifyCode: String, completion: @escaping APICompletion<User>)
    /// The avatar kept locally for the phone number (004: "当用户输入手机号码时需要从本地获取用户头像"),
    /// nil when there is none.
    func fetchAvatarUrlString(mobilePhone: String, completion: @escaping APICompletion<String?>)
}

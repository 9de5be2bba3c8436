/// The login's data on the fake server: the phone numbers that can log in.
final class LoginData: ServerData {
    var accounts: [String: Account] = [:]

    required init() {}
}

/// The login's endpoints, as 004's `SULoginViewModel` reaches them. A login answers a user of
/// the profile's data, whose own profile it opens.
extension FakeServer: LoginAPIManager {
    public convenience init(
        loginUserId: Int, users: [User], blogs: [Int: [Blog]] = [:], drafts: [Draft] = [], pageSize: Int = 10,
        accounts: [Account]
    ) {
        self.init(loginUserId: loginUserId, users: users, blogs: blogs, drafts: drafts, pageSize: pageSize)
        add(accounts)
    }

    /// Lets the accounts' phone numbers log in (the first account of a number wins).
    public func add(_ accounts: [Account]) {
        for account in accounts where data(LoginData.self).accounts[account.mobilePhone] == nil {
            data(LoginData.self).accounts[account.mobilePhone] = account
        }
    }

    public func login(mobilePhone: String, verifyCode: String, completion: @escaping APICompletion<User>) {
        answer(.login(mobilePhone: mobilePhone, verifyCode: verifyCode), completion) {
            guard let account = data(LoginData.self).accounts[mobilePhone], let user = user(account.userId) else {
                throw APIError(message: "该手机号尚未注册")
            }
            guard account.verifyCode == verifyCode else { throw APIError(message: "验证码错误") }
            loginUserId = user.id
            return user
        }
    }

    public func fetchAvatarUrlString(mobilePhone: String, completion: @escaping APICompletion<String?>) {
        answer(.avatar(mobilePhone: mobilePhone), completion) {
            data(LoginData.self).accounts[mobilePhone]?.avatarUrlString
        }
    }
}

extension Request.Endpoint {
    public static let login = Self(rawValue: "login")
    public static let avatar = Self(rawValue: "avatar")
}

/// The login's requests.
extension Request {
    public static func login(mobilePhone: String, verifyCode: String) -> Self {
        Self(.login, "login(\(mobilePhone), \(verifyCode))")
    }
    public static func avatar(mobilePhone: String) -> Self { Self(.avatar, "avatar(\(mobilePhone))") }
}

import Shared

extension Fixture {
    /// The phone numbers that can log in: the login user's, whose avatar the device keeps, and
    /// Alice's, whose avatar it does not.
    public static let accounts = [
        Account(mobilePhone: "13800138000", verifyCode: "1234", userId: loginUserId, avatarUrlString: "me.png"),
        Account(mobilePhone: "15912345678", verifyCode: "5678", userId: otherUserId),
    ]

    /// The profile's server, where the accounts can also log in.
    @MainActor
    public static func loginServer(blogCount: Int = 25) -> FakeServer {
        let server = server(blogCount: blogCount)
        server.add(accounts)
        return server
    }
}

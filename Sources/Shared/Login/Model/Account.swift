/// A phone number that can log in, as the fake server knows it: the code its text message sent,
/// the user it logs in as, and the avatar the device keeps for it, if any (004's login).
public struct Account: Sendable, Equatable {
    public let mobilePhone: String
    public let verifyCode: String
    public let userId: Int
    /// The avatar's URL string in the device's local store; nil when it keeps none.
    public let avatarUrlString: String?

    public init(mobilePhone: String, verifyCode: String, userId: Int, avatarUrlString: String? = nil) {
        self.mobilePhone = mobilePhone
        self.verifyCode = verifyCode
        self.userId = userId
        self.avatarUrlString = avatarUrlString
    }
}

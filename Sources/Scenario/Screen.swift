/// A screen of the seeds, built by every architecture that conforms to its protocol. The raw value
/// is the screen's folder in each architecture (`Sources/MVVM/Login`) and in the suite.
public enum Screen: String, CaseIterable, Sendable {
    /// Article 000's user profile: user info, blog list, and the draft list on the own profile.
    case profile = "Profile"
    /// Article 004's login form: phone, verification code, avatar and login button.
    case login = "Login"
    /// Article 003's cart: rows whose counts change, and their total in the navigation bar.
    case cart = "Cart"
    /// Article 002's system messages: rows that expand, laid out from the message, and a read receipt.
    case messages = "Messages"
    /// Article 004's goods home page: banners, a paged list of goods with a sub-view-model per row,
    /// and a navigation bar styled by the scroll offset.
    case goods = "Goods"
    /// Article 000's Q&A: a friend list and a follow list, one cell and, behind it, one logic
    /// interface with two implementations.
    case friends = "Friends"

    /// The screens this one opens in the same architecture (a login opens the own profile): its
    /// specs read them too.
    public var opens: [Screen] {
        switch self {
        case .profile: [.friends]
        case .login: [.profile]
        case .cart: []
        case .messages: []
        case .goods: [.profile]
        case .friends: [.profile]
        }
    }

    /// The kind of list screen it stands for, so that a reader finds the screen like theirs.
    public var trait: String {
        switch self {
        case .profile: "a list with paging"
        case .login: "a form"
        case .cart: "a derived total"
        case .messages: "rows that change height"
        case .goods: "per-row requests"
        case .friends: "one cell with two logics"
        }
    }

    /// The seed article the screen comes from, as the report cites it.
    public var article: String {
        switch self {
        case .profile: "000"
        case .login: "004"
        case .cart: "003"
        case .messages: "002"
        case .goods: "004"
        case .friends: "000"
        }
    }
}

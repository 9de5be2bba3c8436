import Catalog
import HeadlessUIKit
import Scenario
import Shared

/// The suite's user on article 004's login form: it types, pastes and deletes in the phone and
/// code fields, taps login, and reads the fields, the avatar, the button, the HUD and the toasts,
/// and the profile a login opens.
@MainActor
public final class LoginScreen: ScreenRobot {
    public static let phoneField = "login.phone"
    public static let codeField = "login.code"

    public init(_ architecture: ArchitectureEntry, server: FakeServer = Fixture.loginServer()) {
        super.init(server: server)
        show(
            architecture.makeLoginScreen(environment: LoginEnvironment(api: server, userAPI: server, friendAPI: server))
        )
    }

    // MARK: - Reading

    public func field(_ identifier: String) -> UITextField? { find(identifier) as? UITextField }

    public var phone: String? { field(Self.phoneField)?.text }
    public var code: String? { field(Self.codeField)?.text }

    /// The image name the avatar shows ("placeholderUserIcon" when it shows none of its own).
    public var avatar: String? {
        guard let imageView = find("login.avatar") as? UIImageView, imageView.isVisibleOnScreen else { return nil }
        return imageView.image?.name
    }

    public var isLoginEnabled: Bool { button("login.button")?.isEnabled ?? false }

    /// The HUD's text while it shows, nil otherwise.
    public var hudText: String? {
        guard let hud = find(MBProgressHUD.identifier) as? MBProgressHUD, hud.isVisibleOnScreen else { return nil }
        return hud.label.text
    }

    // MARK: - Acting

    /// Types the characters one by one into the field, as a keyboard does.
    public func type(_ characters: String, into identifier: String) {
        field(identifier)?.type(characters)
        settle()
    }

    /// Pastes the string into the field in one edit.
    public func paste(_ string: String, into identifier: String) {
        field(identifier)?.paste(string)
        settle()
    }

    /// Deletes the field's last `count` characters, one backspace each.
    public func deleteBackward(in identifier: String, count: Int = 1) {
        for _ in 0..<count { field(identifier)?.deleteBackward() }
        settle()
    }

    /// Types a phone number and a code, the way a user fills the form.
    public func fill(phone: String, code: String) {
        type(phone, into: Self.phoneField)
        type(code, into: Self.codeField)
    }

    public func tapLogin() {
        tap("login.button")
    }
}

/// A loading indicator over a view, with MBProgressHUD's API (`showAdded(to:animated:)`,
/// `hide(for:animated:)`), the library the seed uses.
@MainActor
public final class MBProgressHUD: UIView {
    public static let identifier = "hud"
    /// The text under the indicator (004: "Loading..."); empty unless a screen sets it.
    public let label = UILabel(identifier: "hud.text")

    public override init(identifier: String? = nil) {
        super.init(identifier: identifier)
        addSubview(label)
    }

    @discardableResult
    public static func showAdded(to view: UIView, animated: Bool) -> MBProgressHUD {
        let hud = MBProgressHUD(identifier: identifier)
        view.addSubview(hud)
        return hud
    }

    @discardableResult
    public static func hide(for view: UIView, animated: Bool) -> Bool {
        guard let hud = view.subviews.last(where: { $0 is MBProgressHUD }) else { return false }
        hud.removeFromSuperview()
        return true
    }
}

/// A loading indicator over a view, shaped like MBProgressHUD (`showHUDAddedTo:` / `hideHUDForView:`).
@MainActor
public final class ProgressHUD: UIView {
    public static let identifier = "hud"

    @discardableResult
    public static func show(addedTo view: UIView) -> ProgressHUD {
        let hud = ProgressHUD(identifier: identifier)
        view.addSubview(hud)
        return hud
    }

    public static func hide(for view: UIView) {
        for subview in view.subviews where subview is ProgressHUD { subview.removeFromSuperview() }
    }
}

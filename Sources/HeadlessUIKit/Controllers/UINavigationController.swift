/// A stack of screens; pushing loads the screen's view, as showing it on a device would.
@MainActor
public final class UINavigationController: UIViewController {
    public private(set) var viewControllers: [UIViewController] = []

    public var topViewController: UIViewController? { viewControllers.last }

    public func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewController.parent = self
        viewControllers.append(viewController)
        _ = viewController.view
    }

    /// Pops the top screen; unlike UIKit it also pops the root, which is how a test closes a screen.
    @discardableResult
    public func popViewController(animated: Bool) -> UIViewController? {
        guard !viewControllers.isEmpty else { return nil }
        let popped = viewControllers.removeLast()
        popped.parent = nil
        return popped
    }
}

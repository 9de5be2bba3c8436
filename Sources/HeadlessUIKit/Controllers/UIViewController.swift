/// A screen or a part of one: it owns a view, built on first use by `loadView()` then `viewDidLoad()`.
@MainActor
open class UIViewController {
    public var title: String?
    public internal(set) weak var navigationController: UINavigationController?
    public private(set) var presentedViewController: UIViewController?
    public private(set) weak var presentingViewController: UIViewController?
    public private(set) var children: [UIViewController] = []
    private var loadedView: UIView?

    public init() {}

    public var view: UIView {
        if let loadedView { return loadedView }
        let view = loadView()
        loadedView = view
        viewDidLoad()
        return view
    }

    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the root view; override to build a custom one.
    open func loadView() -> UIView {
        UIView()
    }

    open func viewDidLoad() {}

    public func addChild(_ child: UIViewController) {
        children.append(child)
        child.navigationController = navigationController
    }

    /// Presents modally, over the navigation controller when there is one, as UIKit does.
    public func present(_ viewController: UIViewController) {
        let host = navigationController ?? self
        host.presentedViewController = viewController
        viewController.presentingViewController = host
    }

    public func dismiss() {
        presentedViewController?.presentingViewController = nil
        presentedViewController = nil
    }
}

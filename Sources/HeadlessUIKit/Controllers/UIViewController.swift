/// A screen or a part of one: it owns a view, built on first use by `loadView()` then `viewDidLoad()`.
@MainActor
open class UIViewController {
    public var title: String?
    public internal(set) weak var parent: UIViewController?
    public private(set) var presentedViewController: UIViewController?
    public private(set) weak var presentingViewController: UIViewController?
    public private(set) var children: [UIViewController] = []
    private var loadedView: UIView?

    public init() {}

    /// The nearest navigation controller up the parent chain, as in UIKit: nil until the controller,
    /// or one of its ancestors, is on a navigation stack, and nil again once it is popped.
    public var navigationController: UINavigationController? {
        parent as? UINavigationController ?? parent?.navigationController
    }

    /// The root view, loaded on first read as in UIKit; `loadView()` may set it.
    public var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    public var isViewLoaded: Bool { loadedView != nil }

    /// What the navigation bar shows while this controller is on top, made on first use.
    public private(set) lazy var navigationItem = UINavigationItem(title: title)

    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = UIView() }
        viewDidLoad()
    }

    /// Makes the root view; override to set a custom one, without calling `super`, as in UIKit.
    open func loadView() {
        loadedView = UIView()
    }

    open func viewDidLoad() {}

    public func addChild(_ childController: UIViewController) {
        children.append(childController)
        childController.parent = self
    }

    open func didMove(toParent parent: UIViewController?) {}

    /// Presents modally, over the navigation controller when there is one, as UIKit does.
    public func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (@MainActor () -> Void)? = nil
    ) {
        let host = navigationController ?? self
        host.presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = host
        completion?()
    }

    /// Dismisses what this controller presents, or, called on the presented one, itself.
    public func dismiss(animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {
        let host = presentedViewController == nil ? presentingViewController : self
        host?.presentedViewController?.presentingViewController = nil
        host?.presentedViewController = nil
        completion?()
    }
}

/// What a navigation bar shows for the controller on top, as UIKit's: each controller has one,
/// made on first use.
@MainActor
public final class UINavigationItem {
    public var title: String?
    public var rightBarButtonItem: UIBarButtonItem?
    /// How the bar draws its background while the controller is on top; nil draws UIKit's default.
    public var standardAppearance: UINavigationBarAppearance? {
        didSet { appearanceWrites += 1 }
    }
    /// Counts every write of `standardAppearance`, changed or not, since UIKit redraws the bar for
    /// each; the report reads it to show how often a scroll restyles the bar.
    public private(set) var appearanceWrites = 0

    public init(title: String? = nil) {
        self.title = title
    }
}

/// A button of a navigation bar, as UIKit's; the kit keeps its title and whether it is enabled.
/// UIKit's `init(title:style:target:action:)` takes an Objective-C selector, which Swift on Linux
/// has not: the kit's takes a `UIAction` for the action instead (`primaryAction`, as UIKit's
/// `init(title:image:primaryAction:menu:)`).
@MainActor
public final class UIBarButtonItem {
    /// How the bar draws the item.
    public enum Style: Sendable {
        case plain, done
    }

    public var title: String? {
        didSet { titleWrites += 1 }
    }
    public var style: Style
    public var isEnabled = true
    public var primaryAction: UIAction?
    /// Counts every write of the title, changed or not, since UIKit lays the bar out again for each.
    public private(set) var titleWrites = 0

    public init(title: String?, style: Style = .plain, primaryAction: UIAction? = nil) {
        self.title = title
        self.style = style
        self.primaryAction = primaryAction
    }
}

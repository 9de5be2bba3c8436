import Harness
import HeadlessUIKit

extension ScreenRobot {
    /// How many times the top screen's navigation bar was written, changed or not: its right item's
    /// title (the cart's total) and its appearance (the goods home page's style). The bar's share of
    /// a redraw, which the view tree's counters do not see.
    public var barWrites: Int {
        guard let item = navigation.topViewController?.navigationItem else { return 0 }
        return item.appearanceWrites + (item.rightBarButtonItem?.titleWrites ?? 0)
    }
}

import Harness
import HeadlessUIKit

extension CartScreen {
    /// How many times the total's title was written: the navigation bar's share of a redraw.
    public var totalTitleWrites: Int {
        navigation.topViewController?.navigationItem.rightBarButtonItem?.titleWrites ?? 0
    }
}

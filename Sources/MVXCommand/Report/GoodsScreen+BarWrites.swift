import Harness
import HeadlessUIKit

extension GoodsScreen {
    /// How many times the home page's bar appearance was written: the bar's share of a scroll.
    public var barWrites: Int {
        screen?.navigationItem.appearanceWrites ?? 0
    }
}

/// A row of segments, one selected; a user's selection sends `.valueChanged`.
@MainActor
public final class UISegmentedControl: UIControl {
    private let titles: [String]
    public var selectedSegmentIndex = 0

    public init(items: [String], identifier: String? = nil) {
        titles = items
        super.init(identifier: identifier)
    }

    public var numberOfSegments: Int { titles.count }

    public func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    /// A user's tap on a segment.
    public func select(_ index: Int) {
        guard isVisibleOnScreen, titles.indices.contains(index), index != selectedSegmentIndex else { return }
        selectedSegmentIndex = index
        sendActions(for: .valueChanged)
    }
}

/// A row of segments, one selected; a user's selection fires the value-changed action.
@MainActor
public final class UISegmentedControl: UIView {
    public let items: [String]
    public var selectedSegmentIndex = 0
    private var valueChanged: (@MainActor (Int) -> Void)?

    public init(items: [String], identifier: String? = nil) {
        self.items = items
        super.init(identifier: identifier)
    }

    public func addValueChangedAction(_ action: @escaping @MainActor (Int) -> Void) {
        valueChanged = action
    }

    /// A user's tap on a segment.
    public func select(_ index: Int) {
        guard isVisibleOnScreen, items.indices.contains(index), index != selectedSegmentIndex else { return }
        selectedSegmentIndex = index
        valueChanged?(index)
    }
}

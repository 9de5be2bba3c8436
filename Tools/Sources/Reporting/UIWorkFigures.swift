/// The UI kit's counters for one user action on one architecture.
public struct UIWorkFigures: Codable, Equatable, Sendable {
    public let cellsConfigured: Int
    public let rowsReloaded: Int
    public let fullReloads: Int
    public let labelWrites: Int
    /// Writes to the navigation bar: its right item's title (the cart's "合计:N") or its appearance
    /// (the goods home page's style).
    public let barWrites: Int

    public init(cellsConfigured: Int, rowsReloaded: Int, fullReloads: Int, labelWrites: Int, barWrites: Int = 0) {
        self.cellsConfigured = cellsConfigured
        self.rowsReloaded = rowsReloaded
        self.fullReloads = fullReloads
        self.labelWrites = labelWrites
        self.barWrites = barWrites
    }
}

/// One user action and what it cost each architecture, in the report's architecture order, and
/// what it must cost at least, where the action has a physical minimum.
public struct ActionWork: Codable, Equatable, Sendable {
    public let action: String
    public let work: [UIWorkFigures]
    /// The least any version could do: what the user must see change, and nothing else.
    public let minimum: UIWorkFigures?
    /// The screen whose main action this is, if it is one.
    public let mainOf: String?

    public init(action: String, work: [UIWorkFigures], minimum: UIWorkFigures? = nil, mainOf: String? = nil) {
        self.action = action
        self.work = work
        self.minimum = minimum
        self.mainOf = mainOf
    }
}

extension UIWorkFigures {
    /// Each counter, by the name the report gives it.
    static let counters: [(name: String, value: @Sendable (UIWorkFigures) -> Int)] = [
        ("cells configured", \.cellsConfigured), ("rows reloaded", \.rowsReloaded), ("full reloads", \.fullReloads),
        ("label writes", \.labelWrites), ("bar writes", \.barWrites),
    ]

    /// The counters that are not zero, each with its name: "rows reloaded 1, label writes 3".
    var named: String {
        let parts = Self.counters.filter { $0.value(self) != 0 }.map { "\($0.name) \($0.value(self))" }
        return parts.isEmpty ? "nothing counted" : parts.joined(separator: ", ")
    }
}

/// The UI kit's counters for one user action on one architecture.
public struct UIWorkFigures: Codable, Equatable, Sendable {
    public let cellsConfigured: Int
    public let rowsReloaded: Int
    public let fullReloads: Int
    public let labelWrites: Int

    public init(cellsConfigured: Int, rowsReloaded: Int, fullReloads: Int, labelWrites: Int) {
        self.cellsConfigured = cellsConfigured
        self.rowsReloaded = rowsReloaded
        self.fullReloads = fullReloads
        self.labelWrites = labelWrites
    }
}

/// One user action and what it cost each architecture, in the report's architecture order.
public struct ActionWork: Codable, Equatable, Sendable {
    public let action: String
    public let work: [UIWorkFigures]

    public init(action: String, work: [UIWorkFigures]) {
        self.action = action
        self.work = work
    }
}

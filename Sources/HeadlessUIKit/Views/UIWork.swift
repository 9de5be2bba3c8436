/// The UI work a screen did, counted by the kit: cells configured, rows reloaded, full reloads and
/// label writes, so that a spec and the report can say what a user action cost.
public struct UIWork: Equatable, Sendable, CustomStringConvertible {
    /// Times a table view asked its data source for a cell.
    public var cellsConfigured = 0
    /// Rows redrawn through `reloadRows(at:)`.
    public var rowsReloaded = 0
    /// Calls of `reloadData()`.
    public var fullReloads = 0
    /// Assignments to a label's text, whether or not the text changed.
    public var labelWrites = 0

    public init(cellsConfigured: Int = 0, rowsReloaded: Int = 0, fullReloads: Int = 0, labelWrites: Int = 0) {
        self.cellsConfigured = cellsConfigured
        self.rowsReloaded = rowsReloaded
        self.fullReloads = fullReloads
        self.labelWrites = labelWrites
    }

    public static func + (lhs: UIWork, rhs: UIWork) -> UIWork {
        UIWork(
            cellsConfigured: lhs.cellsConfigured + rhs.cellsConfigured,
            rowsReloaded: lhs.rowsReloaded + rhs.rowsReloaded,
            fullReloads: lhs.fullReloads + rhs.fullReloads,
            labelWrites: lhs.labelWrites + rhs.labelWrites
        )
    }

    public static func - (lhs: UIWork, rhs: UIWork) -> UIWork {
        UIWork(
            cellsConfigured: lhs.cellsConfigured - rhs.cellsConfigured,
            rowsReloaded: lhs.rowsReloaded - rhs.rowsReloaded,
            fullReloads: lhs.fullReloads - rhs.fullReloads,
            labelWrites: lhs.labelWrites - rhs.labelWrites
        )
    }

    public var description: String {
        "cells \(cellsConfigured), rows reloaded \(rowsReloaded), full reloads \(fullReloads), label writes \(labelWrites)"
    }
}

import Foundation
import HeadlessUIKit
import Testing

/// The kit's table is as strict as UIKit's about batches of updates: rows reloaded between
/// `beginUpdates()` and `endUpdates()` are redrawn when the batch closes, and not before, so code
/// that forgets `endUpdates()` redraws nothing here as on a device.
@MainActor
@Suite("The kit's table: a batch of updates")
struct TableUpdatesTests {
    @Test("Rows reloaded in a batch are redrawn when the last endUpdates() closes it")
    func batchedReloads() {
        let rows = ThreeRowTable()
        let table = rows.table
        let before = table.uiWork
        table.beginUpdates()
        table.beginUpdates()
        table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        table.endUpdates()
        #expect((table.uiWork - before).rowsReloaded == 0, "the batch is still open")
        table.endUpdates()
        #expect((table.uiWork - before).rowsReloaded == 1)
        #expect((table.uiWork - before).cellsConfigured == 1)
        table.beginUpdates()
        table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        #expect((table.uiWork - before).rowsReloaded == 1, "a batch left open redraws nothing")
    }
}

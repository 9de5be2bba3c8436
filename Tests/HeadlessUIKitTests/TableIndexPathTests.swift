import Foundation
import HeadlessUIKit
import Testing

/// UIKit raises an `NSInternalInconsistencyException` when a table is told to reload, or scroll to,
/// an index path it does not have; the kit's table stops the process there too, so that a version
/// that reloads the wrong row or section fails here as it would crash in an app.
@Suite("The kit's table: an index path it does not have is an error, as in UIKit")
struct TableIndexPathTests {
    /// A table of three loaded rows, told to reload or scroll to one index path.
    @MainActor
    private static func tell(reload: Bool, row: Int, section: Int) {
        let rows = ThreeRowTable()
        let table = rows.table
        let indexPath = IndexPath(row: row, section: section)
        if reload {
            table.reloadRows(at: [indexPath], with: .none)
        } else {
            table.scrollToRow(at: indexPath, at: .bottom, animated: false)
        }
    }

    @Test("Every row of its one section can be reloaded and scrolled to")
    @MainActor
    func inside() {
        for row in 0..<3 {
            Self.tell(reload: true, row: row, section: 0)
            Self.tell(reload: false, row: row, section: 0)
        }
    }

    @Test("A cell is found only at an index path the table shows: none in another section or past the rows")
    @MainActor
    func cellForRow() {
        let rows = ThreeRowTable()
        let table = rows.table
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) != nil)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1)) == nil)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) == nil)
    }

    @Test(
        "A row past the loaded rows, a negative one, or one in a second section stops the process",
        arguments: [true, false], [(3, 0), (-1, 0), (0, 1)])
    func outside(reload: Bool, path: (row: Int, section: Int)) async {
        let row: Int = path.row
        let section: Int = path.section
        await #expect(processExitsWith: .failure) {
            [reload = reload as Bool, row = row as Int, section = section as Int] in
            await MainActor.run { Self.tell(reload: reload, row: row, section: section) }
        }
    }
}

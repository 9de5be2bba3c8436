import Foundation
import HeadlessUIKit
import Testing

/// The kit's table places its rows as UIKit does: each row's top is the heights above it, as the
/// delegate gave them for the rows that have been in the window and `rowHeight` for the rest, and
/// setting the content offset moves the window to the row at that point. The kit keeps the tops in
/// a tree so that a read on every scroll stays cheap on 10 000 rows; these checks hold it to the
/// plain sum.
@MainActor
@Suite("The kit's table: row tops and the content offset")
struct TableOffsetsTests {
    private final class Rows: UITableViewDataSource, UITableViewDelegate {
        let count: Int
        init(count: Int) { self.count = count }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        }

        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            CGFloat(30 + indexPath.row % 7 * 5)
        }
    }

    /// A table of the rows, loaded, its window at the top.
    private func makeTable(_ rows: Rows) -> UITableView {
        let table = UITableView(identifier: "list")
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        table.dataSource = rows
        table.delegate = rows
        table.reloadData()
        return table
    }

    /// The top of `row` as the plain sum: the visited rows' own heights, `rowHeight` for the others.
    private func plainTop(_ row: Int, visited: Set<Int>, rowHeight: CGFloat) -> CGFloat {
        (0..<row).reduce(CGFloat(0)) { $0 + (visited.contains($1) ? CGFloat(30 + $1 % 7 * 5) : rowHeight) }
    }

    @Test("Each row's top is the plain sum of the heights above it, before and after scrolling, and after a reload")
    func tops() {
        let rows = Rows(count: 300)
        let table = makeTable(rows)
        var visited = Set(table.visibleRows)
        for row in [0, 1, 9, 10, 150, 299] {
            #expect(
                table.rectForRow(at: IndexPath(row: row, section: 0)).minY
                    == plainTop(row, visited: visited, rowHeight: 44))
        }
        for target in [40, 120, 60, 250] {
            table.scrollToRow(at: IndexPath(row: target, section: 0), at: .top, animated: false)
            visited.formUnion(table.visibleRows)
        }
        for row in [0, 45, 55, 121, 130, 255, 299] {
            #expect(
                table.rectForRow(at: IndexPath(row: row, section: 0)).minY
                    == plainTop(row, visited: visited, rowHeight: 44))
        }
        table.rowHeight = 50
        #expect(
            table.rectForRow(at: IndexPath(row: 200, section: 0)).minY == plainTop(200, visited: visited, rowHeight: 50)
        )
        table.reloadData()
        #expect(
            table.rectForRow(at: IndexPath(row: 200, section: 0)).minY
                == plainTop(200, visited: Set(table.visibleRows), rowHeight: 50), "a reload forgets the heights")
        withExtendedLifetime(rows) {}
    }

    @Test("Setting the content offset shows the row at that point, and the offset then reads its top")
    func offset() {
        let rows = Rows(count: 300)
        let table = makeTable(rows)
        for row in [0, 1, 37, 200, 290] {
            let top = table.rectForRow(at: IndexPath(row: row, section: 0)).minY
            table.contentOffset = CGPoint(x: 0, y: top + 1)
            let first = min(row, 300 - UITableView.windowHeight)
            #expect(table.visibleRows.first == first, "row \(row)")
            #expect(
                table.contentOffset.y == (first == 0 ? 0 : table.rectForRow(at: IndexPath(row: first, section: 0)).minY)
            )
        }
        table.contentOffset = .zero
        #expect(table.visibleRows.first == 0)
        withExtendedLifetime(rows) {}
    }
}

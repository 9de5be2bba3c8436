import Foundation
import HeadlessUIKit
import Testing

/// The kit's table asks for heights as UIKit does: with its default estimates, only the rows coming
/// into the window; with `estimatedRowHeight = 0`, as 002 sets it, every row on each reload and
/// each batch of updates, so a screen that measures its rows in `heightForRowAt` pays for all of them.
@MainActor
@Suite("The kit's table: estimated and exact row heights")
struct TableEstimatesTests {
    private final class Rows: UITableViewDataSource, UITableViewDelegate {
        let count: Int
        var heightsAsked: [Int] = []
        init(count: Int) { self.count = count }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        }

        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            heightsAsked.append(indexPath.row)
            return CGFloat(30 + indexPath.row % 7 * 5)
        }
    }

    private func makeTable(_ rows: Rows, estimatedRowHeight: CGFloat?) -> UITableView {
        let table = UITableView(identifier: "list")
        if let estimatedRowHeight { table.estimatedRowHeight = estimatedRowHeight }
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        table.dataSource = rows
        table.delegate = rows
        return table
    }

    @Test("By default a reload asks only the window's heights, and a scroll the rows it brings in")
    func estimated() {
        let rows = Rows(count: 200)
        let table = makeTable(rows, estimatedRowHeight: nil)
        #expect(table.estimatedRowHeight == UITableView.automaticDimension)
        table.reloadData()
        #expect(rows.heightsAsked == Array(0..<UITableView.windowHeight))
        rows.heightsAsked = []
        table.reloadRows(at: [IndexPath(row: 3, section: 0)], with: .none)
        #expect(rows.heightsAsked == [3])
        rows.heightsAsked = []
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
        #expect(rows.heightsAsked == Array(50..<50 + UITableView.windowHeight))
    }

    @Test(
        "With estimatedRowHeight 0 a reload, a row's reload and a batch ask every row's height; a scroll asks none",
        arguments: [1, 9, 200])
    func exact(count: Int) {
        let rows = Rows(count: count)
        let table = makeTable(rows, estimatedRowHeight: 0)
        table.reloadData()
        #expect(rows.heightsAsked.sorted() == Array(0..<count))
        rows.heightsAsked = []
        table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        #expect(Set(rows.heightsAsked) == Set(0..<count), "a row's reload lays out every row")
        rows.heightsAsked = []
        table.beginUpdates()
        table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        #expect(rows.heightsAsked.isEmpty, "nothing is laid out while the batch is open")
        table.endUpdates()
        #expect(Set(rows.heightsAsked) == Set(0..<count), "the batch's end lays out every row")
        rows.heightsAsked = []
        table.scrollToRow(at: IndexPath(row: count - 1, section: 0), at: .top, animated: false)
        #expect(rows.heightsAsked.isEmpty, "rows scrolled in keep the heights of the last layout")
        let plainTop = (0..<count - 1).reduce(CGFloat(0)) { $0 + CGFloat(30 + $1 % 7 * 5) }
        #expect(table.rectForRow(at: IndexPath(row: count - 1, section: 0)).minY == plainTop)
    }
}

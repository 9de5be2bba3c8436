import Foundation

/// The tops of a table's rows, as the heights its delegate gave them and ``UITableView/rowHeight``
/// for the rest. Two Fenwick trees (the known heights, and how many rows are known) find a row's
/// top and the row at an offset in logarithmic time: UIKit stores its content offset, the kit
/// derives it from these on every scroll, and a table may have 10 000 rows.
struct RowOffsets {
    private var heights: [CGFloat]
    private var known: [Int]
    private var heightOf: [Int: CGFloat] = [:]

    init(rows: Int = 0) {
        heights = Array(repeating: 0, count: rows + 1)
        known = Array(repeating: 0, count: rows + 1)
    }

    var rows: Int { heights.count - 1 }

    /// The row's height as the delegate gave it, or nil while it has not been in the window.
    func height(of row: Int) -> CGFloat? { heightOf[row] }

    mutating func setHeight(_ height: CGFloat, of row: Int) {
        guard (0..<rows).contains(row) else { return }
        let old = heightOf.updateValue(height, forKey: row)
        var index = row + 1
        while index <= rows {
            heights[index] += height - (old ?? 0)
            if old == nil { known[index] += 1 }
            index += index & -index
        }
    }

    /// The top of `row`: the heights of the rows above it, `estimate` for those not known.
    func top(of row: Int, estimate: CGFloat) -> CGFloat {
        var (sum, count, index) = (CGFloat(0), 0, min(max(row, 0), rows))
        let rowsAbove = index
        while index > 0 {
            sum += heights[index]
            count += known[index]
            index -= index & -index
        }
        return sum + CGFloat(rowsAbove - count) * estimate
    }

    /// The last row whose top is at or above `y`, or nil when there are no rows.
    func row(at y: CGFloat, estimate: CGFloat) -> Int? {
        guard rows > 0 else { return nil }
        var (low, high) = (0, rows - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if top(of: middle, estimate: estimate) <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }
}

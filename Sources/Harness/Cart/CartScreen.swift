import Catalog
import Foundation
import HeadlessUIKit
import Scenario
import Shared

/// The suite's user on article 003's cart: it taps a row's "+", "−" and "删除", retries a failed
/// fetch, and reads the rows, their buttons, the total in the navigation bar, the HUD, the empty
/// message and the toasts.
@MainActor
public final class CartScreen: ScreenRobot {
    public init(_ architecture: ArchitectureEntry, server: FakeServer = Fixture.cartServer()) {
        super.init(server: server)
        show(architecture.makeCartScreen(environment: CartEnvironment(api: server)))
    }

    // MARK: - Reading

    public var table: UITableView? { find("cartList") as? UITableView }

    /// What the navigation bar's right item reads, for example "合计:3".
    public var total: String? { navigation.topViewController?.navigationItem.rightBarButtonItem?.title }

    /// A row as a person reads it: the name, the count, and which of its buttons can be tapped.
    public struct Row: Equatable, Sendable, CustomStringConvertible {
        public var name: String?
        public var count: String?
        public var canAdd: Bool
        public var canReduce: Bool
        public var canDelete: Bool

        public init(name: String?, count: String?, canAdd: Bool, canReduce: Bool, canDelete: Bool) {
            self.name = name
            self.count = count
            self.canAdd = canAdd
            self.canReduce = canReduce
            self.canDelete = canDelete
        }

        public var description: String {
            "\(name ?? "–") ×\(count ?? "–")" + (canAdd ? "" : " (+ off)") + (canReduce ? "" : " (− off)")
                + (canDelete ? "" : " (删除 off)")
        }
    }

    public func row(_ index: Int) -> Row? {
        guard let cell = cell(index, of: table) else { return nil }
        func enabled(_ identifier: String) -> Bool {
            (cell.firstView(withIdentifier: identifier) as? UIButton)?.isEnabled ?? false
        }
        return Row(
            name: (cell.firstView(withIdentifier: "cartCell.name") as? UILabel)?.text,
            count: (cell.firstView(withIdentifier: "cartCell.count") as? UILabel)?.text,
            canAdd: enabled("cartCell.add"), canReduce: enabled("cartCell.reduce"),
            canDelete: enabled("cartCell.delete"))
    }

    /// The titles of a row's three buttons, "+", "−" and "删除" on every row.
    public func buttonTitles(row index: Int) -> [String?] {
        guard let cell = cell(index, of: table) else { return [] }
        return ["cartCell.add", "cartCell.reduce", "cartCell.delete"].map {
            (cell.firstView(withIdentifier: $0) as? UIButton)?.currentTitle
        }
    }

    /// Every row, top to bottom (the cart is short enough to show whole).
    public var rows: [Row] { (table?.visibleRows ?? 0..<0).compactMap { row($0) } }

    /// The names and counts of the rows, for example ["火车 ×1", "飞机 ×2"].
    public var items: [String] { rows.map { "\($0.name ?? "–") ×\($0.count ?? "–")" } }

    /// The message an empty cart shows, nil when it shows none.
    public var emptyMessage: String? { text("cartList.empty") }

    /// The error message the list shows, nil when it shows none.
    public var errorMessage: String? { errorMessage(in: "cartList") }

    // MARK: - Acting

    public func tapAdd(row index: Int) { tap("cartCell.add", row: index, of: table) }
    public func tapReduce(row index: Int) { tap("cartCell.reduce", row: index, of: table) }
    public func tapDelete(row index: Int) { tap("cartCell.delete", row: index, of: table) }

    public func scroll(toRow row: Int) { scroll(toRow: row, of: table) }

    /// A tap on the "重试" button of the list's error view.
    public func retry() { retry(in: "cartList") }
}

import Foundation
import HeadlessUIKit

extension ScreenRobot {
    /// What a person sees on the robot's stack, as ``ScreenSnapshot`` renders it.
    public var snapshot: String { ScreenSnapshot.of(navigation) }
}

/// What a person sees, as plain text, the same for every architecture when the behaviour is:
/// the navigation stack's titles, the top screen's bar item and bar background, an alert, then every visible label, button, field, switch and
/// image of the screen on top by its identifier (sorted, so that the order an architecture adds
/// its subviews in does not show), each list's visible rows in order (with a row's height and a
/// label's frame where the code set them), its footer and the spinner, the HUD, the toasts and the
/// error views. The differential sessions compare it, and a spec that
/// fails attaches it.
@MainActor
public enum ScreenSnapshot {
    public static func of(_ navigation: UINavigationController) -> String {
        var lines = [
            "stack: "
                + navigation.viewControllers.map { $0.title ?? $0.view.accessibilityIdentifier ?? "–" }
                .joined(separator: " > ")
        ]
        if let item = navigation.topViewController?.navigationItem.rightBarButtonItem {
            lines.append("bar: [\(item.title ?? "")\(item.isEnabled ? "" : ", disabled")]")
        }
        if let appearance = navigation.topViewController?.navigationItem.standardAppearance {
            lines.append("bar background: \(appearance.background)")
        }
        if let alert = navigation.presentedViewController as? UIAlertController {
            lines.append("alert: \(alert.message ?? "") [\(alert.actions.map(\.title).joined(separator: ", "))]")
        }
        guard let top = navigation.topViewController?.view else {
            return (lines + ["(closed)"]).joined(separator: "\n")
        }
        var items: [String] = []
        var rows: [String] = []
        // Only visible views are visited, so a child is visible unless it is hidden itself.
        func visit(_ view: UIView) {
            if let table = view as? UITableView {
                let id = table.accessibilityIdentifier ?? "table"
                rows.append("\(id): \(table.numberOfRows) rows, showing \(table.visibleRows)")
                for row in table.visibleRows {
                    guard let cell = table.cellForRow(at: IndexPath(row: row, section: 0)) else {
                        rows.append("  \(row): (no cell)")
                        continue
                    }
                    var cellItems: [String] = []
                    func collect(_ subview: UIView) {
                        guard !subview.isHidden else { return }
                        describe(subview).map { cellItems.append($0) }
                        for child in subview.subviews { collect(child) }
                    }
                    if cell.isVisibleOnScreen { for subview in cell.subviews { collect(subview) } }
                    let height = table.rectForRow(at: IndexPath(row: row, section: 0)).height
                    let tall = height == table.rowHeight ? "" : " (\(height)pt)"
                    rows.append("  \(row)\(tall): " + cellItems.sorted().joined(separator: ", "))
                }
                if table.header?.isRefreshing == true { items.append("\(id).spinner: turning") }
                for subview in table.subviews where !(subview is UITableViewCell) && !subview.isHidden {
                    visit(subview)
                }
                return
            }
            if let item = describe(view) { items.append(item) }
            for subview in view.subviews where !subview.isHidden { visit(subview) }
        }
        if top.isVisibleOnScreen { visit(top) }
        return (lines + items.sorted() + rows).joined(separator: "\n")
    }

    /// The line of a visible view, nil for a view a person cannot read.
    private static func describe(_ view: UIView) -> String? {
        let id = view.accessibilityIdentifier ?? "–"
        switch view {
        case let label as UILabel:
            // An error view is the module's it covers: say which.
            let owner = id == "errorView.message" ? ownerIdentifier(of: label).map { "\($0)/" } ?? "" : ""
            let frame = label.frame == .zero ? "" : " (\(label.frame.width)×\(label.frame.height))"
            return label.text.map { "\(owner)\(id)=\($0)\(frame)" }
        case let button as UIButton:
            return
                "\(id)=[\(button.currentTitle ?? button.currentImage?.name ?? "")\(button.isEnabled ? "" : ", disabled")\(button.isSelected ? ", selected" : "")]"
        case let field as UITextField: return "\(id)=\"\(field.text ?? "")\""
        case let segments as UISegmentedControl:
            let titles = (0..<segments.numberOfSegments).map { segments.titleForSegment(at: $0) ?? "" }
            return
                "\(id)=\(titles.joined(separator: "|")) on \(segments.titleForSegment(at: segments.selectedSegmentIndex) ?? "")"
        case let image as UIImageView: return "\(id)=<\(image.image?.name ?? "")>"
        case is MBProgressHUD: return "hud"
        default: return nil
        }
    }

    /// The identifier of the nearest ancestor outside the error view, for example "blogList".
    private static func ownerIdentifier(of view: UIView) -> String? {
        var ancestor = view.superview
        while let current = ancestor {
            if let id = current.accessibilityIdentifier, !id.hasPrefix("errorView") { return id }
            ancestor = current.superview
        }
        return nil
    }
}

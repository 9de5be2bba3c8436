import Foundation
import HeadlessUIKit
import Shared

/// The draft list module's view: it renders `DraftListState` (the table when the drafts change, and
/// the error view with its 重试) and sends selections as messages.
public final class DraftListView: UIView, UITableViewDataSource, UITableViewDelegate {
    private static let cellReuseIdentifier = "DraftCell"

    public let tableView = UITableView(identifier: "draftList")
    public var send: (@MainActor (DraftListState.Message) -> Void)?
    /// The state the view shows, which each render compares the new one with.
    private var shown: DraftListState?

    public init() {
        super.init()
        addSubview(tableView)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(DraftCell.self, forCellReuseIdentifier: Self.cellReuseIdentifier)
    }

    public func render(_ state: DraftListState) {
        let old = shown
        shown = state
        if let old, state.drafts != old.drafts { tableView.reloadData() }
        if state.errorMessage != old?.errorMessage {
            if let message = state.errorMessage {
                tableView.showError(message) { [weak self] in self?.send?(.fetch) }
            } else {
                tableView.hideError()
            }
        }
    }

    // MARK: - UITableViewDataSource && Delegate

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shown?.drafts.count ?? 0
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellReuseIdentifier, for: indexPath)
        if let shown {
            let draft = shown.drafts[indexPath.row]
            (cell as? DraftCell)?.render(title: shown.title(draft), editDate: shown.editDate(draft))
        }
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let shown else { return }
        send?(.select(draftId: shown.drafts[indexPath.row].id))
    }
}

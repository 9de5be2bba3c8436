import Foundation
import HeadlessUIKit
import Shared

/// The draft list module's view: the table, reloaded on each answer, and the error view with its
/// 重试; selections are messages.
public final class DraftListView: UIView, UITableViewDataSource, UITableViewDelegate {
    private static let cellReuseIdentifier = "DraftCell"

    public let tableView = UITableView(identifier: "draftList")
    private let store: Store<DraftListState>
    private let rendering = Rendering()

    public init(store: Store<DraftListState>) {
        self.store = store
        super.init()
        addSubview(tableView)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(DraftCell.self, forCellReuseIdentifier: Self.cellReuseIdentifier)
        rendering.followChanges(self, { $0.store.state.version }, render: { view, _ in view.tableView.reloadData() })
        rendering.follow(
            self, { $0.store.state.errorMessage },
            render: { view, message in
                if let message {
                    view.tableView.showError(message) { [weak view] in view?.store.send(.fetch) }
                } else {
                    view.tableView.hideError()
                }
            })
    }

    // MARK: - UITableViewDataSource && Delegate

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        store.state.drafts.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellReuseIdentifier, for: indexPath)
        let draft = store.state.drafts[indexPath.row]
        (cell as? DraftCell)?.render(title: store.state.title(draft), editDate: store.state.editDate(draft))
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        store.send(.select(draftId: store.state.drafts[indexPath.row].id))
    }
}

import Foundation
import HeadlessUIKit
import Shared

/// The draft module's V: it binds the table to `DraftPresenter`.
public final class DraftViewController: UITableViewDataSource, UITableViewDelegate, DraftView {
    private static let cellReuseIdentifier = "DraftCell"

    /// Set by the scene: what selecting a row opens.
    public var didSelectRowHandler: (@MainActor (Draft) -> Void)?

    private weak var tableView: UITableView?
    private let presenter: DraftPresenter

    public init(tableView: UITableView, presenter: DraftPresenter) {
        self.tableView = tableView
        self.presenter = presenter
        presenter.view = self
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(DraftCell.self, forCellReuseIdentifier: Self.cellReuseIdentifier)
    }

    public func fetchData() {
        presenter.fetchUserDrafts()
    }

    // MARK: - DraftView

    public func draftPresenterDidReload() {
        tableView?.hideError()
        tableView?.reloadData()
    }

    public func draftPresenterDidFail(message: String) {
        tableView?.showError(message) { [weak self] in self?.presenter.fetchUserDrafts() }
    }

    public func draftPresenterShowDraftDetail(_ draft: Draft) {
        didSelectRowHandler?(draft)
    }

    // MARK: - UITableViewDataSource && Delegate

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.allDatas.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellReuseIdentifier, for: indexPath) as! DraftCell
        cell.presenter = presenter.allDatas[indexPath.row]
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.selectRow(at: indexPath.row)
    }
}

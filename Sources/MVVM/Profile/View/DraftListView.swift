import Foundation
import HeadlessUIKit
import Shared

/// The draft module's V: the table bound to `DraftViewModel`.
public final class DraftListView: UIView, UITableViewDataSource, UITableViewDelegate {
    private static let cellReuseIdentifier = "DraftCell"

    /// Set by the scene: what selecting a row opens.
    public var onSelectDraftCommand: (@MainActor (Draft) -> Void)?

    public let tableView = UITableView(identifier: "draftList")
    private let viewModel: DraftViewModel
    private let bindings = Bindings()

    public init(viewModel: DraftViewModel) {
        self.viewModel = viewModel
        super.init()
        addSubview(tableView)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(DraftCell.self, forCellReuseIdentifier: Self.cellReuseIdentifier)
        bind()
    }

    public func fetchData() {
        viewModel.fetchUserDrafts()
    }

    private func bind() {
        bindings.bindChanges(self, { $0.viewModel.cellViewModels }, to: { view, _ in view.tableView.reloadData() })
        bindings.bind(
            self, { $0.viewModel.errorMessage },
            to: { view, message in
                if let message {
                    view.tableView.showError(message) { [weak view] in view?.viewModel.fetchUserDrafts() }
                } else {
                    view.tableView.hideError()
                }
            })
    }

    // MARK: - UITableViewDataSource && Delegate

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.cellViewModels.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellReuseIdentifier, for: indexPath) as! DraftCell
        cell.viewModel = viewModel.cellViewModels[indexPath.row]
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        onSelectDraftCommand?(viewModel.cellViewModels[indexPath.row].draft)
    }
}

import Foundation
import HeadlessUIKit
import Shared

/// The draft module's C: it fills the layout-only `DraftListView` from `DraftViewModel` and turns
/// selections into the scene's command. A draft row's texts never change, so its cell is filled,
/// not bound.
public final class DraftListController: UITableViewDataSource, UITableViewDelegate {
    private static let cellReuseIdentifier = "DraftCell"

    /// Set by the scene: what selecting a row opens.
    public var onSelectDraftCommand: (@MainActor (Draft) -> Void)?

    public let view: DraftListView
    private let viewModel: DraftViewModel
    private let bindings = Bindings()

    public init(view: DraftListView, viewModel: DraftViewModel) {
        self.view = view
        self.viewModel = viewModel
        view.tableView.dataSource = self
        view.tableView.delegate = self
        view.tableView.register(DraftCell.self, forCellReuseIdentifier: Self.cellReuseIdentifier)
        bind()
    }

    public func fetchData() {
        viewModel.fetchUserDrafts()
    }

    private func bind() {
        bindings.bindChanges(
            self, { $0.viewModel.cellViewModels }, to: { controller, _ in controller.view.tableView.reloadData() })
        bindings.bind(
            self, { $0.viewModel.errorMessage },
            to: { controller, message in
                if let message {
                    controller.view.tableView.showError(message) { [weak controller] in
                        controller?.viewModel.fetchUserDrafts()
                    }
                } else {
                    controller.view.tableView.hideError()
                }
            })
    }

    // MARK: - UITableViewDataSource && Delegate

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.cellViewModels.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellReuseIdentifier, for: indexPath) as! DraftCell
        let cellViewModel = viewModel.cellViewModels[indexPath.row]
        cell.titleLabel.text = cellViewModel.title
        cell.editDateLabel.text = cellViewModel.editDate
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        onSelectDraftCommand?(viewModel.cellViewModels[indexPath.row].draft)
    }
}

import Foundation
import HeadlessUIKit
import Shared

/// The draft module's C (the seed's `DraftTableViewHelper`, "like the blog one"): it loads the
/// login user's drafts and answers the table.
public final class DraftTableViewHelper: UITableViewDataSource, UITableViewDelegate {
    private static let cellReuseIdentifier = "DraftCell"

    /// Set by the scene: what selecting a row opens.
    public var vcGenerator: ViewControllerGenerator<Draft>?
    /// Set by the scene: the controller a selection pushes from. Its navigation controller is read
    /// at the tap, since the scene's view (and so this helper) can be made before it is pushed.
    public weak var viewController: UIViewController?

    private weak var tableView: UITableView?
    private let userId: Int
    private let apiManager: any UserAPIManager
    private var drafts: [DraftCellHelper] = []

    public init(tableView: UITableView, userId: Int, apiManager: any UserAPIManager) {
        self.tableView = tableView
        self.userId = userId
        self.apiManager = apiManager
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(DraftCell.self, forCellReuseIdentifier: Self.cellReuseIdentifier)
    }

    public func fetchData() {
        apiManager.fetchUserDrafts(userId: userId) { [weak self] result in
            guard let self else { return }
            switch result {
            case .failure(let error):
                tableView?.showError(error.message) { [weak self] in self?.fetchData() }
            case .success(let drafts):
                tableView?.hideError()
                self.drafts = drafts.map(DraftCellHelper.init(draft:))
                tableView?.reloadData()
            }
        }
    }

    // MARK: - UITableViewDataSource && Delegate

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        drafts.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellReuseIdentifier, for: indexPath) as! DraftCell
        let cellHelper = drafts[indexPath.row]
        cell.titleText = cellHelper.titleText
        cell.editDateText = cellHelper.editDateText
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let vcGenerator else { return }
        viewController?.navigationController?.pushViewController(
            vcGenerator(drafts[indexPath.row].draft), animated: true)
    }
}

import Foundation
import HeadlessUIKit
import Scenario

/// The messages' view: it serves the table from the presenter's rows, asks the cell class for
/// each row's height, and does what the presenter tells it through `SystemMessageView`.
public final class SystemMessageViewController: UIViewController, SystemMessageView, UITableViewDataSource,
    UITableViewDelegate
{
    private let presenter: SystemMessagePresenter
    private let tableView = UITableView(identifier: "systemMessageList")
    private let emptyLabel = UILabel(identifier: "systemMessageList.empty")

    public init(environment: MessagesEnvironment) {
        presenter = SystemMessagePresenter(apiManager: environment.api)
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "系统消息"
        tableView.estimatedRowHeight = 0
        tableView.register(SystemMessageCell.self, forCellReuseIdentifier: SystemMessageCell.reuseID)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.header = RefreshHeader { [weak self] in self?.presenter.refresh() }
        emptyLabel.text = presenter.emptyText
        emptyLabel.isHidden = true
        tableView.addSubview(emptyLabel)
        view.addSubview(tableView)
        presenter.view = self
        presenter.loadData()
    }

    // MARK: - SystemMessageView

    public func systemMessagePresenterDidStartLoading() {
        MBProgressHUD.showAdded(to: view, animated: true)
    }

    public func systemMessagePresenterDidEndLoading() {
        MBProgressHUD.hide(for: view, animated: true)
        tableView.header?.endRefreshing()
    }

    public func systemMessagePresenterDidReload() {
        tableView.hideError()
        tableView.reloadData()
        emptyLabel.isHidden = !presenter.isEmpty
    }

    public func systemMessagePresenterDidChangeRow(at index: Int, scrollsToIt: Bool) {
        let indexPath = IndexPath(row: index, section: 0)
        tableView.reloadRows(at: [indexPath], with: scrollsToIt ? .automatic : .none)
        if scrollsToIt { tableView.scrollToRow(at: indexPath, at: .bottom, animated: true) }
    }

    public func systemMessagePresenterDidFail(message: String) {
        tableView.showError(message) { [weak self] in self?.presenter.loadData() }
    }

    public func systemMessagePresenterDidFailToRefresh(message: String) {
        view.makeToast(message)
    }

    // MARK: - UITableViewDataSource, UITableViewDelegate

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.numberOfRows
    }

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        SystemMessageCell.layout(of: presenter.row(at: indexPath.row)).height
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: SystemMessageCell.reuseID, for: indexPath)
        if let cell = cell as? SystemMessageCell {
            cell.show(presenter.row(at: indexPath.row))
            cell.delegate = presenter
        }
        return cell
    }
}

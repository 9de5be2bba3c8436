import Foundation
import HeadlessUIKit
import Scenario
import Shared

/// 002's `JBSystemMessageController`, the glue: it serves the table from the DataService's array,
/// asks it to load and to update a row, and reloads the one row it names. It builds no frame
/// model, measures nothing and reads no message field: "controller真正关心的只是View和DataService两个".
public final class SystemMessageController: UIViewController, UITableViewDataSource, UITableViewDelegate,
    SystemMessageDelegate
{
    private let dataService: SystemMessageDataService
    private let tableView = UITableView(identifier: "systemMessageList")
    private let emptyLabel = UILabel(identifier: "systemMessageList.empty")

    public init(environment: MessagesEnvironment) {
        dataService = SystemMessageDataService(apiManager: environment.api)
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "系统消息"
        setUpTableView()
        setUpData()
    }

    private func setUpTableView() {
        tableView.estimatedRowHeight = 0
        tableView.register(SystemMessageCell.self, forCellReuseIdentifier: SystemMessageCell.reuseID)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.header = RefreshHeader { [weak self] in self?.requestData(isRefresh: true) }
        emptyLabel.text = "暂无系统消息"
        emptyLabel.isHidden = true
        tableView.addSubview(emptyLabel)
        view.addSubview(tableView)
        dataService.readReceiptDidFail = { [weak self] index in
            self?.tableView.reloadRows(at: [IndexPath(row: index, section: 0)], with: .none)
        }
    }

    private func setUpData() {
        MBProgressHUD.showAdded(to: view, animated: true)
        requestData(isRefresh: false)
    }

    private func requestData(isRefresh: Bool) {
        dataService.requestSystemMessageData { [weak self] error in
            guard let self else { return }
            MBProgressHUD.hide(for: view, animated: true)
            tableView.header?.endRefreshing()
            if let error {
                if isRefresh {
                    view.makeToast(error.message)
                } else {
                    tableView.showError(error.message) { [weak self] in self?.setUpData() }
                }
                return
            }
            tableView.hideError()
            tableView.reloadData()
            emptyLabel.isHidden = !dataService.systemMessageArray.isEmpty
        }
    }

    // MARK: - UITableViewDataSource, UITableViewDelegate

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        dataService.systemMessageArray.count
    }

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        dataService.systemMessageArray[indexPath.row].cellHeight
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: SystemMessageCell.reuseID, for: indexPath)
        if let cell = cell as? SystemMessageCell {
            cell.frameModel = dataService.systemMessageArray[indexPath.row]
            cell.delegate = self
        }
        return cell
    }

    // MARK: - SystemMessageDelegate

    public func moreInformation(_ frameModel: SystemMessageFrameModel) {
        dataService.updateModel(frameModel) { index in
            let indexPath = IndexPath(row: index, section: 0)
            tableView.beginUpdates()
            tableView.reloadRows(at: [indexPath], with: .automatic)
            tableView.endUpdates()
            tableView.scrollToRow(at: indexPath, at: .bottom, animated: true)
        }
    }
}

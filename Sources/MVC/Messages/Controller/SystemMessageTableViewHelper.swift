import Foundation
import HeadlessUIKit
import Shared

/// The messages module's C, a self-managing table-view helper as article 000's
/// `BlogTableViewHelper`: it loads and refreshes the messages, serves the table with a cell helper
/// per row, expands a row and reloads only it, and sends and undoes the read receipts.
public final class SystemMessageTableViewHelper: UITableViewDataSource, UITableViewDelegate {
    private static let reuseID = "SystemMessageCell"

    /// Set by the scene: a first fetch or a 重试 started (true) or ended (false).
    public var loadingHandler: (@MainActor (Bool) -> Void)?

    private weak var tableView: UITableView?
    private let emptyLabel = UILabel(identifier: "systemMessageList.empty")
    private let apiManager: any SystemMessageAPIManager
    private var cellHelpers: [SystemMessageCellHelper] = []
    /// The messages read on this screen: their receipt is in flight or landed.
    private var readIDs: Set<Int> = []
    private var isFetching = false

    public init(tableView: UITableView, apiManager: any SystemMessageAPIManager) {
        self.tableView = tableView
        self.apiManager = apiManager
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(SystemMessageCell.self, forCellReuseIdentifier: Self.reuseID)
        tableView.header = RefreshHeader { [weak self] in self?.fetch(isRefresh: true) }
        emptyLabel.text = "暂无系统消息"
        emptyLabel.isHidden = true
        tableView.addSubview(emptyLabel)
    }

    public func fetchData() {
        loadingHandler?(true)
        fetch(isRefresh: false)
    }

    private func fetch(isRefresh: Bool) {
        guard !isFetching else { return }
        isFetching = true
        apiManager.fetchSystemMessages { [weak self] result in
            guard let self else { return }
            isFetching = false
            loadingHandler?(false)
            tableView?.header?.endRefreshing()
            switch result {
            case .failure(let error):
                if isRefresh {
                    tableView?.makeToast(error.message)
                } else {
                    tableView?.showError(error.message) { [weak self] in self?.fetchData() }
                }
            case .success(let messages):
                let before = Dictionary(cellHelpers.map { ($0.message.messageID, $0) }, uniquingKeysWith: { a, _ in a })
                cellHelpers = messages.map { message in
                    let helper = SystemMessageCellHelper(message: message)
                    if let old = before[message.messageID] { helper.isExpanded = old.isExpanded }
                    helper.isReadHere = readIDs.contains(message.messageID)
                    return helper
                }
                tableView?.hideError()
                tableView?.reloadData()
                emptyLabel.isHidden = !cellHelpers.isEmpty
            }
        }
    }

    private func toggle(_ helper: SystemMessageCellHelper) {
        guard let index = cellHelpers.firstIndex(where: { $0 === helper }) else { return }
        helper.isExpanded.toggle()
        let sendsReceipt = helper.isExpanded && helper.isUnread
        if sendsReceipt {
            helper.isReadHere = true
            readIDs.insert(helper.message.messageID)
        }
        let indexPath = IndexPath(row: index, section: 0)
        tableView?.reloadRows(at: [indexPath], with: .automatic)
        tableView?.scrollToRow(at: indexPath, at: .bottom, animated: true)
        guard sendsReceipt else { return }
        let messageID = helper.message.messageID
        apiManager.markMessageRead(messageID: messageID) { [weak self] result in
            guard let self, case .failure = result else { return }
            readIDs.remove(messageID)
            guard let index = cellHelpers.firstIndex(where: { $0.message.messageID == messageID }) else { return }
            cellHelpers[index].isReadHere = false
            tableView?.reloadRows(at: [IndexPath(row: index, section: 0)], with: .none)
        }
    }

    // MARK: - UITableViewDataSource, UITableViewDelegate

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        cellHelpers.count
    }

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        cellHelpers[indexPath.row].layout.height
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseID, for: indexPath)
        let helper = cellHelpers[indexPath.row]
        if let cell = cell as? SystemMessageCell {
            let layout = helper.layout
            cell.setFonts(
                title: SystemMessageCellHelper.titleFont, time: SystemMessageCellHelper.timeFont,
                content: SystemMessageCellHelper.contentFont)
            cell.setTexts(
                title: helper.message.title, time: helper.timeText, content: helper.message.content,
                more: helper.moreText)
            cell.setUnread(helper.isUnread)
            cell.setFrames(
                container: layout.container, title: layout.title, time: layout.time, content: layout.content,
                more: layout.more)
            cell.onMore = { [weak self, weak helper] in
                guard let helper else { return }
                self?.toggle(helper)
            }
        }
        return cell
    }
}

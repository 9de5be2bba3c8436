import Foundation
import HeadlessUIKit
import Scenario
import Shared

/// The system messages as one view controller writes them: it fetches the messages, keeps them
/// with which rows are expanded and read, lays every row out in `heightForRowAt` and again for its
/// cell, sends the read receipts and undoes a failed one, all in `SystemMessageVC`. It is what
/// 002's frame model and DataService take out of the controller.
public final class SystemMessageVC: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// Where a row's subviews go, and its height.
    public struct RowLayout {
        public var container, title, time, content, more: CGRect
        public var height: CGFloat
    }

    static let titleFont = UIFont.systemFont(ofSize: 15)
    static let timeFont = UIFont.systemFont(ofSize: 10)
    static let contentFont = UIFont.systemFont(ofSize: 12)
    /// 002's `kJBMessage…` constants.
    static let cellTopMargin: CGFloat = 20
    static let topMargin: CGFloat = 10
    static let cellLeftMargin: CGFloat = 15
    static let titleHeight: CGFloat = 14
    static let timeHeight: CGFloat = 10
    static let infoHeight: CGFloat = 35

    private let api: any SystemMessageAPIManager
    private let tableView = UITableView(identifier: "systemMessageList")
    private let emptyLabel = UILabel(identifier: "systemMessageList.empty")
    private var messages: [SystemMessageModel] = []
    private var expandedIDs: Set<Int> = []
    /// The messages read on this screen: their receipt is in flight or landed.
    private var readIDs: Set<Int> = []
    private var isFetching = false

    init(environment: MessagesEnvironment) {
        api = environment.api
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "系统消息"
        tableView.estimatedRowHeight = 0
        tableView.register(SystemMessageCell.self, forCellReuseIdentifier: "SystemMessageCell")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.header = RefreshHeader { [weak self] in self?.fetchMessages(isRefresh: true) }
        emptyLabel.text = "暂无系统消息"
        emptyLabel.isHidden = true
        tableView.addSubview(emptyLabel)
        view.addSubview(tableView)
        firstFetch()
    }

    private func firstFetch() {
        MBProgressHUD.showAdded(to: view, animated: true)
        fetchMessages(isRefresh: false)
    }

    private func fetchMessages(isRefresh: Bool) {
        guard !isFetching else { return }
        isFetching = true
        api.fetchSystemMessages { [weak self] result in
            guard let self else { return }
            isFetching = false
            MBProgressHUD.hide(for: view, animated: true)
            tableView.header?.endRefreshing()
            switch result {
            case .failure(let error):
                if isRefresh {
                    view.makeToast(error.message)
                } else {
                    tableView.showError(error.message) { [weak self] in self?.firstFetch() }
                }
            case .success(let answer):
                expandedIDs.formIntersection(answer.map(\.messageID))
                messages = answer
                tableView.hideError()
                tableView.reloadData()
                emptyLabel.isHidden = !messages.isEmpty
            }
        }
    }

    private func toggle(_ messageID: Int) {
        guard let index = messages.firstIndex(where: { $0.messageID == messageID }) else { return }
        let expands = !expandedIDs.contains(messageID)
        if expands { expandedIDs.insert(messageID) } else { expandedIDs.remove(messageID) }
        let sendsReceipt = expands && !messages[index].isRead && !readIDs.contains(messageID)
        if sendsReceipt { readIDs.insert(messageID) }
        let indexPath = IndexPath(row: index, section: 0)
        tableView.reloadRows(at: [indexPath], with: .automatic)
        tableView.scrollToRow(at: indexPath, at: .bottom, animated: true)
        guard sendsReceipt else { return }
        api.markMessageRead(messageID: messageID) { [weak self] result in
            guard let self, case .failure = result else { return }
            readIDs.remove(messageID)
            guard let index = messages.firstIndex(where: { $0.messageID == messageID }) else { return }
            tableView.reloadRows(at: [IndexPath(row: index, section: 0)], with: .none)
        }
    }

    /// 002's arithmetic, here where the rows are served.
    private func layout(of message: SystemMessageModel, isExpanded: Bool) -> RowLayout {
        func size(_ text: String, _ font: UIFont, _ maxSize: CGSize) -> CGSize {
            (text as NSString).boundingRect(
                with: maxSize, options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil
            ).size
        }
        let width = UIScreen.main.bounds.width
        let title = CGRect(
            origin: CGPoint(x: Self.cellLeftMargin, y: Self.cellLeftMargin),
            size: size(
                message.title, Self.titleFont, CGSize(width: CGFloat.greatestFiniteMagnitude, height: Self.titleHeight))
        )
        let line = CGSize(width: CGFloat.greatestFiniteMagnitude, height: Self.timeHeight)
        let time = CGRect(
            x: Self.cellLeftMargin, y: title.maxY + Self.topMargin,
            width: size(message.publishedTime, Self.timeFont, line).width + Self.topMargin
                + size(message.author, Self.timeFont, line).width,
            height: Self.timeHeight)
        let contentMax = CGSize(width: width - Self.cellLeftMargin * 4, height: CGFloat.greatestFiniteMagnitude)
        let contentSize = size(message.content, Self.contentFont, contentMax)
        let content = CGRect(
            x: Self.cellLeftMargin, y: time.maxY + Self.topMargin, width: contentSize.width,
            height: isExpanded ? contentSize.height : size("聚保", Self.contentFont, contentMax).height)
        let more = CGRect(
            x: 0, y: content.maxY + Self.topMargin, width: width - Self.cellLeftMargin * 2, height: Self.infoHeight)
        let container = CGRect(
            x: Self.cellLeftMargin, y: Self.cellTopMargin, width: more.width, height: more.maxY)
        return RowLayout(
            container: container, title: title, time: time, content: content, more: more, height: container.maxY)
    }

    // MARK: - UITableViewDataSource, UITableViewDelegate

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        let message = messages[indexPath.row]
        return layout(of: message, isExpanded: expandedIDs.contains(message.messageID)).height
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "SystemMessageCell", for: indexPath)
        let message = messages[indexPath.row]
        let isExpanded = expandedIDs.contains(message.messageID)
        if let cell = cell as? SystemMessageCell {
            cell.configure(
                with: message, isExpanded: isExpanded,
                isUnread: !message.isRead && !readIDs.contains(message.messageID),
                layout: layout(of: message, isExpanded: isExpanded))
            cell.onMore = { [weak self] in self?.toggle(message.messageID) }
        }
        return cell
    }
}

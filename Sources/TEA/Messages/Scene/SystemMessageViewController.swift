import Foundation
import HeadlessUIKit
import Scenario
import Shared

/// The messages' driver: it owns the store, renders the state (the table when the messages change,
/// otherwise the rows whose look changed, as 002 reloads one row on "查看详情"; the empty message, the
/// HUD, the spinner and the error view) and runs every command: the requests, the scroll to a row and
/// the toast.
public final class SystemMessageViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let environment: MessagesEnvironment
    private lazy var store = Store(MessagesState()) { [weak self] command, send in self?.run(command, send: send) }
    private let tableView = UITableView(identifier: "systemMessageList")
    private let emptyLabel = UILabel(identifier: "systemMessageList.empty")
    /// The state the screen shows, which each render compares the new one with, and its rows.
    private var shown = MessagesState()
    private var rows: [MessagesState.Row] = []

    public init(environment: MessagesEnvironment) {
        self.environment = environment
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "系统消息"
        tableView.estimatedRowHeight = 0
        tableView.register(SystemMessageCell.self, forCellReuseIdentifier: SystemMessageCell.reuseID)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.header = RefreshHeader { [weak self] in self?.store.send(.refresh) }
        emptyLabel.text = store.state.emptyText
        emptyLabel.isHidden = true
        tableView.addSubview(emptyLabel)
        view.addSubview(tableView)
        store.render { [weak self] in self?.render($0) }
        store.send(.load)
    }

    private func render(_ state: MessagesState) {
        let old = shown
        shown = state
        let new = state.rows
        if new.map(\.id) != rows.map(\.id) {
            rows = new
            tableView.reloadData()
        } else {
            let changed = new.indices.filter { new[$0] != rows[$0] }.map { IndexPath(row: $0, section: 0) }
            rows = new
            if !changed.isEmpty { tableView.reloadRows(at: changed, with: .automatic) }
        }
        if state.isEmpty != old.isEmpty { emptyLabel.isHidden = !state.isEmpty }
        if state.isLoading != old.isLoading {
            if state.isLoading {
                MBProgressHUD.showAdded(to: view, animated: true)
            } else {
                MBProgressHUD.hide(for: view, animated: true)
            }
        }
        if old.fetch != nil, state.fetch == nil { tableView.header?.endRefreshing() }
        if state.errorMessage != old.errorMessage {
            if let message = state.errorMessage {
                tableView.showError(message) { [weak self] in self?.store.send(.load) }
            } else {
                tableView.hideError()
            }
        }
    }

    /// The commands: the requests, answered as messages (a receipt that lands answers nothing, the
    /// message is read already), and the screen's scroll and toast.
    private func run(_ command: MessagesState.Command, send: @escaping @MainActor (MessagesState.Message) -> Void) {
        let api = environment.api
        switch command {
        case .fetchMessages:
            api.fetchSystemMessages { send(.loaded($0.answer)) }
        case .markRead(let messageID):
            api.markMessageRead(messageID: messageID) { result in
                if case .failure = result { send(.receiptFailed(messageID: messageID)) }
            }
        case .scrollTo(let messageID):
            guard let index = rows.firstIndex(where: { $0.id == messageID }) else { return }
            tableView.scrollToRow(at: IndexPath(row: index, section: 0), at: .bottom, animated: true)
        case .toast(let text):
            view.makeToast(text)
        }
    }

    // MARK: - UITableViewDataSource, UITableViewDelegate

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        SystemMessageCell.layout(of: rows[indexPath.row]).height
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: SystemMessageCell.reuseID, for: indexPath)
        if let cell = cell as? SystemMessageCell {
            cell.render(rows[indexPath.row])
            cell.send = { [weak self] in self?.store.send($0) }
        }
        return cell
    }
}

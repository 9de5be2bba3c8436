import Foundation
import HeadlessUIKit
import Scenario

/// The messages' driver: it owns the store, renders the state whenever it changes (the table on
/// each answer, otherwise only the rows whose state changed, as 002 redraws one row on "查看详情")
/// and runs the view's commands:
/// the toast, and the scroll to a row once that row is drawn.
public final class SystemMessageViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let effects: MessagesEffects
    private lazy var store = Store(MessagesState()) { [weak self, effects] command, send in
        switch command {
        case .toast(let text): self?.view.makeToast(text)
        case .scrollTo(let messageID): self?.pendingScroll = messageID
        default: effects.run(command, send: send)
        }
    }
    private let rendering = Rendering()
    private let tableView = UITableView(identifier: "systemMessageList")
    private let emptyLabel = UILabel(identifier: "systemMessageList.empty")
    private var rows: [MessagesState.Row] = []
    private var pendingScroll: Int?
    private var renderedVersion = 0
    private var isHUDShown = false

    public init(environment: MessagesEnvironment) {
        effects = MessagesEffects(api: environment.api)
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
        rendering.follow(self, { $0.store.state }, render: { controller, state in controller.render(state) })
        store.send(.load)
    }

    private func render(_ state: MessagesState) {
        let new = state.rows
        if state.version != renderedVersion {
            renderedVersion = state.version
            rows = new
            tableView.reloadData()
        } else {
            let changed = new.indices.filter { new[$0] != rows[$0] }.map { IndexPath(row: $0, section: 0) }
            rows = new
            if !changed.isEmpty { tableView.reloadRows(at: changed, with: .automatic) }
        }
        if let messageID = pendingScroll, let index = rows.firstIndex(where: { $0.id == messageID }) {
            tableView.scrollToRow(at: IndexPath(row: index, section: 0), at: .bottom, animated: true)
        }
        pendingScroll = nil
        emptyLabel.isHidden = !state.isEmpty
        if state.isLoading, !isHUDShown {
            MBProgressHUD.showAdded(to: view, animated: true)
        } else if !state.isLoading, isHUDShown {
            MBProgressHUD.hide(for: view, animated: true)
        }
        isHUDShown = state.isLoading
        if state.fetch == nil { tableView.header?.endRefreshing() }
        if let message = state.errorMessage {
            tableView.showError(message) { [weak self] in self?.store.send(.load) }
        } else {
            tableView.hideError()
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

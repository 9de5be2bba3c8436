import Foundation
import HeadlessUIKit
import Scenario
import Shared

/// The cart's driver: it owns the store, renders the state (the table when the rows change, a
/// visible row in place when it changes, the total, the empty message, the HUD and the error view)
/// and runs every command, the requests and the toast alike.
public final class CartViewController: UIViewController, UITableViewDataSource {
    private let environment: CartEnvironment
    private lazy var store = Store(CartState()) { [weak self] command, send in self?.run(command, send: send) }
    private let tableView = UITableView(identifier: "cartList")
    private let emptyLabel = UILabel(identifier: "cartList.empty")
    /// The state the screen shows, which each render compares the new one with, and its rows.
    private var shown = CartState()
    private var rows: [CartState.Row] = []

    public init(environment: CartEnvironment) {
        self.environment = environment
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "购物车"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: store.state.totalText, style: .done)
        tableView.register(CartCell.self, forCellReuseIdentifier: CartCell.cellReuseIdentifier)
        tableView.dataSource = self
        emptyLabel.text = store.state.emptyText
        emptyLabel.isHidden = true
        tableView.addSubview(emptyLabel)
        view.addSubview(tableView)
        store.render { [weak self] in self?.render($0) }
        store.send(.load)
    }

    private func render(_ state: CartState) {
        let old = shown
        shown = state
        let new = state.rows
        if new.map(\.id) != rows.map(\.id) {
            rows = new
            tableView.reloadData()
        } else {
            rows = new
            for indexPath in tableView.indexPathsForVisibleRows ?? [] {
                let row = rows[indexPath.row]
                if let cell = tableView.cellForRow(at: indexPath) as? CartCell, cell.row != row { cell.render(row) }
            }
        }
        if state.totalText != old.totalText { navigationItem.rightBarButtonItem?.title = state.totalText }
        if state.isEmpty != old.isEmpty { emptyLabel.isHidden = !state.isEmpty }
        if state.isLoading != old.isLoading {
            if state.isLoading {
                MBProgressHUD.showAdded(to: view, animated: true)
            } else {
                MBProgressHUD.hide(for: view, animated: true)
            }
        }
        if state.errorMessage != old.errorMessage {
            if let message = state.errorMessage {
                tableView.showError(message) { [weak self] in self?.store.send(.load) }
            } else {
                tableView.hideError()
            }
        }
    }

    /// The commands: the requests, answered as messages, and the toast.
    private func run(_ command: CartState.Command, send: @escaping @MainActor (CartState.Message) -> Void) {
        let api = environment.api
        switch command {
        case .fetchCart:
            api.fetchCart { send(.loaded($0.answer)) }
        case .updateCount(let itemId, let count):
            api.updateCartItem(itemId: itemId, count: count) {
                send(.changed(itemId: itemId, succeeded: (try? $0.get()) != nil))
            }
        case .deleteItem(let itemId):
            api.deleteCartItem(itemId: itemId) { send(.deleted(itemId: itemId, succeeded: (try? $0.get()) != nil)) }
        case .toast(let text):
            view.makeToast(text)
        }
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: CartCell.cellReuseIdentifier, for: indexPath)
        if let cell = cell as? CartCell {
            cell.render(rows[indexPath.row])
            cell.send = { [weak self] in self?.store.send($0) }
        }
        return cell
    }
}

import Foundation
import HeadlessUIKit
import Scenario

/// The cart's driver: it owns the store, renders the state whenever it changes and runs the
/// commands that are the view's (the toast); the requests go to `CartEffects`.
public final class CartViewController: UIViewController, UITableViewDataSource {
    private let effects: CartEffects
    private lazy var store = Store(CartState()) { [weak self, effects] command, send in
        if case .toast(let text) = command {
            self?.view.makeToast(text)
        } else {
            effects.run(command, send: send)
        }
    }
    private let rendering = Rendering()
    private let tableView = UITableView(identifier: "cartList")
    private let emptyLabel = UILabel(identifier: "cartList.empty")
    private var rows: [CartState.Row] = []
    private var isHUDShown = false

    public init(environment: CartEnvironment) {
        effects = CartEffects(api: environment.api)
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
        rendering.followChanges(
            self, both: { ($0.store.state.items, $0.store.state.hasLoaded) },
            render: { controller, _ in controller.renderRows() })
        rendering.follow(
            self, both: { ($0.store.state.isLoading, $0.store.state.errorMessage) },
            render: { controller, load in controller.renderLoad(isLoading: load.0, errorMessage: load.1) })
        store.send(.load)
    }

    /// The rows, the table, the total and the empty message, drawn when the items change (those
    /// whose deletion is in flight included), as 003's `initWithBlock` callback draws them on every
    /// change of `dataArray`.
    private func renderRows() {
        rows = store.state.rows
        tableView.reloadData()
        navigationItem.rightBarButtonItem?.title = store.state.totalText
        emptyLabel.isHidden = !store.state.isEmpty
    }

    /// The HUD and the error view, drawn when the load's state changes.
    private func renderLoad(isLoading: Bool, errorMessage: String?) {
        if isLoading, !isHUDShown {
            MBProgressHUD.showAdded(to: view, animated: true)
        } else if !isLoading, isHUDShown {
            MBProgressHUD.hide(for: view, animated: true)
        }
        isHUDShown = isLoading
        if let errorMessage {
            tableView.showError(errorMessage) { [weak self] in self?.store.send(.load) }
        } else {
            tableView.hideError()
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

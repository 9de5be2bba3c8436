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
        rendering.follow(self, { $0.store.state }, render: { controller, state in controller.render(state) })
        store.send(.load)
    }

    private func render(_ state: CartState) {
        rows = state.rows
        tableView.reloadData()
        navigationItem.rightBarButtonItem?.title = state.totalText
        emptyLabel.isHidden = !state.isEmpty
        if state.isLoading, !isHUDShown {
            MBProgressHUD.showAdded(to: view, animated: true)
        } else if !state.isLoading, isHUDShown {
            MBProgressHUD.hide(for: view, animated: true)
        }
        isHUDShown = state.isLoading
        if let message = state.errorMessage {
            tableView.showError(message) { [weak self] in self?.store.send(.load) }
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

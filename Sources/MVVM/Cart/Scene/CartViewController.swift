import HeadlessUIKit
import Scenario

/// 003's MVVM controller: its table in one statement (`LMDataSource`), the view model's block
/// that redraws the rows and the total after every change, and nothing else: "代码就在ViewDidLoad里面
/// 实现完了". It never computes a count or the total, and never sends a request.
public final class CartViewController: UIViewController {
    private let vm: CartViewModel
    private let tableView = UITableView(identifier: "cartList")
    private let emptyLabel = UILabel(identifier: "cartList.empty")
    private var dataSource: LMDataSource<CartCell, CartItemViewModel>?
    private var isHUDShown = false

    public init(environment: CartEnvironment) {
        vm = CartViewModel(apiManager: environment.api)
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "购物车"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: vm.totalText, style: .done)
        dataSource = LMDataSource(identifier: CartCell.cellReuseIdentifier) { [weak self] cell, row, _ in
            cell.show(row)
            cell.delegate = self?.vm
        }
        tableView.register(CartCell.self, forCellReuseIdentifier: CartCell.cellReuseIdentifier)
        tableView.dataSource = dataSource
        tableView.delegate = dataSource
        emptyLabel.text = vm.emptyText
        emptyLabel.isHidden = true
        tableView.addSubview(emptyLabel)
        view.addSubview(tableView)
        vm.initWithBlock({ [weak self] in self?.render() }, fail: { [weak self] in self?.view.makeToast($0) })
        vm.observeLoadState { [weak self] in self?.renderLoadState() }
        vm.loadData()
    }

    /// 003's `initWithBlock` body: the rows, the table, the total; here also the empty message,
    /// which the seed's demo has not.
    private func render() {
        dataSource?.dataArray = vm.rows
        tableView.reloadData()
        navigationItem.rightBarButtonItem?.title = vm.totalText
        emptyLabel.isHidden = !vm.isEmpty
    }

    /// The HUD and the error view, which the seed's demo has not, drawn when the load's state changes.
    private func renderLoadState() {
        let state = vm.loadState
        if state.isLoading, !isHUDShown {
            MBProgressHUD.showAdded(to: view, animated: true)
        } else if !state.isLoading, isHUDShown {
            MBProgressHUD.hide(for: view, animated: true)
        }
        isHUDShown = state.isLoading
        if let message = state.errorMessage {
            tableView.showError(message) { [weak self] in self?.vm.loadData() }
        } else {
            tableView.hideError()
        }
    }
}

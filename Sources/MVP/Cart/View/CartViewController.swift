import HeadlessUIKit
import Scenario

/// 003's MVP controller: its table in one statement (`LMDataSource`), the presenter as every
/// cell's delegate and itself as the presenter's, and `reloadDataForUI`, which redraws the rows
/// and the total whenever the presenter says its data changed.
public final class CartViewController: UIViewController, CartView {
    private let pt: CartPresenter
    private let tableView = UITableView(identifier: "cartList")
    private let emptyLabel = UILabel(identifier: "cartList.empty")
    private var dataSource: LMDataSource<CartCell, CartRow>?

    public init(environment: CartEnvironment) {
        pt = CartPresenter(apiManager: environment.api)
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "购物车"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: pt.totalText, style: .done)
        dataSource = LMDataSource(identifier: CartCell.cellReuseIdentifier) { [weak self] cell, row, _ in
            cell.show(row)
            cell.delegate = self?.pt
        }
        tableView.register(CartCell.self, forCellReuseIdentifier: CartCell.cellReuseIdentifier)
        tableView.dataSource = dataSource
        tableView.delegate = dataSource
        emptyLabel.text = pt.emptyText
        emptyLabel.isHidden = true
        tableView.addSubview(emptyLabel)
        view.addSubview(tableView)
        pt.view = self
        pt.loadData()
    }

    // MARK: - CartView

    public func reloadDataForUI() {
        dataSource?.dataArray = pt.rows
        tableView.reloadData()
        navigationItem.rightBarButtonItem?.title = pt.totalText
        emptyLabel.isHidden = !pt.isEmpty
    }

    public func cartPresenterDidStartLoading() {
        tableView.hideError()
        MBProgressHUD.showAdded(to: view, animated: true)
    }

    public func cartPresenterDidEndLoading() {
        MBProgressHUD.hide(for: view, animated: true)
    }

    public func cartPresenterDidFail(message: String) {
        tableView.showError(message) { [weak self] in self?.pt.loadData() }
    }

    public func cartPresenterDidFailToChange(message: String) {
        view.makeToast(message)
    }
}

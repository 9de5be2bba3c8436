import Foundation
import HeadlessUIKit
import Shared

/// The cart module's C, a self-managing table-view helper as article 000's `BlogTableViewHelper`:
/// it loads the cart, answers the table and the rows' buttons, sends each change and undoes it
/// on failure, and tells the scene the total after every change.
public final class CartTableViewHelper: UITableViewDataSource {
    private static let cellReuseIdentifier = "CartCell"

    /// Set by the scene: the total's text, after every change.
    public var totalHandler: (@MainActor (String) -> Void)?
    /// Set by the scene: a fetch started (true) or ended (false).
    public var loadingHandler: (@MainActor (Bool) -> Void)?

    private weak var tableView: UITableView?
    private let emptyLabel = UILabel(identifier: "cartList.empty")
    private let apiManager: any CartAPIManager
    /// Every row, those whose deletion is in flight included.
    private var cellHelpers: [CartCellHelper] = []
    /// Rows deleted on screen whose deletion is in flight: hidden, kept in place for an undo.
    private var deletingItemIds: Set<Int> = []
    /// The rows the table shows, as of the last reload.
    private var visibleRows: [CartCellHelper] = []
    private var hasLoaded = false

    public init(tableView: UITableView, apiManager: any CartAPIManager) {
        self.tableView = tableView
        self.apiManager = apiManager
        tableView.dataSource = self
        tableView.register(CartCell.self, forCellReuseIdentifier: Self.cellReuseIdentifier)
        emptyLabel.text = "购物车是空的"
        emptyLabel.isHidden = true
        tableView.addSubview(emptyLabel)
    }

    public var totalText: String {
        "合计:\(visibleRows.reduce(0) { $0 + $1.item.count })"
    }

    public func fetchData() {
        tableView?.hideError()
        loadingHandler?(true)
        apiManager.fetchCart { [weak self] result in
            guard let self else { return }
            loadingHandler?(false)
            switch result {
            case .failure(let error):
                tableView?.showError(error.message) { [weak self] in self?.fetchData() }
            case .success(let items):
                cellHelpers = items.map(CartCellHelper.init(item:))
                hasLoaded = true
                reload()
            }
        }
    }

    // MARK: - UITableViewDataSource

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        visibleRows.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellReuseIdentifier, for: indexPath) as! CartCell
        let cellHelper = visibleRows[indexPath.row]
        cell.nameText = cellHelper.nameText
        cell.countText = cellHelper.countText
        cell.isAddEnabled = cellHelper.canAdd
        cell.isReduceEnabled = cellHelper.canReduce
        cell.isDeleteEnabled = cellHelper.canDelete
        cell.addHandler = { [weak self, weak cellHelper] in
            guard let cellHelper, cellHelper.canAdd else { return }
            self?.change(cellHelper, to: cellHelper.item.count + 1)
        }
        cell.reduceHandler = { [weak self, weak cellHelper] in
            guard let cellHelper, cellHelper.canReduce else { return }
            self?.change(cellHelper, to: cellHelper.item.count - 1)
        }
        cell.deleteHandler = { [weak self, weak cellHelper] in
            guard let cellHelper, cellHelper.canDelete else { return }
            self?.delete(cellHelper)
        }
        return cell
    }

    // MARK: - Private

    private func reload() {
        visibleRows = cellHelpers.filter { !deletingItemIds.contains($0.item.id) }
        tableView?.reloadData()
        emptyLabel.isHidden = !(hasLoaded && visibleRows.isEmpty)
        totalHandler?(totalText)
    }

    /// Shows the new count at once, sends it, and undoes it if the server refuses.
    private func change(_ cellHelper: CartCellHelper, to count: Int) {
        let oldCount = cellHelper.item.count
        cellHelper.isBusy = true
        cellHelper.setCount(count)
        reload()
        apiManager.updateCartItem(itemId: cellHelper.item.id, count: count) { [weak self, weak cellHelper] result in
            guard let self, let cellHelper else { return }
            cellHelper.isBusy = false
            if case .failure = result {
                cellHelper.setCount(oldCount)
                tableView?.makeToast("修改失败")
            }
            reload()
        }
    }

    /// Hides the row at once, sends the deletion, and brings the row back if the server refuses.
    private func delete(_ cellHelper: CartCellHelper) {
        let itemId = cellHelper.item.id
        cellHelper.isBusy = true
        deletingItemIds.insert(itemId)
        reload()
        apiManager.deleteCartItem(itemId: itemId) { [weak self, weak cellHelper] result in
            guard let self, let cellHelper else { return }
            cellHelper.isBusy = false
            deletingItemIds.remove(itemId)
            switch result {
            case .success: cellHelpers.removeAll { $0 === cellHelper }
            case .failure: tableView?.makeToast("删除失败")
            }
            reload()
        }
    }
}

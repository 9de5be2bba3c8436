import Foundation
import HeadlessUIKit
import Scenario
import Shared

/// The cart as one view controller writes it: it fetches the items, keeps them, serves the table,
/// answers every button, sends every change, undoes failures and writes the total, all in
/// `CartVC`. It is what 003's presenter and view model take out of the controller.
public final class CartVC: UIViewController, UITableViewDataSource {
    private let api: any CartAPIManager
    private let tableView = UITableView(identifier: "cartList")
    private let emptyLabel = UILabel(identifier: "cartList.empty")
    /// Every item, those whose deletion is in flight included.
    private var items: [CartItem] = []
    /// Items whose change or deletion is in flight.
    private var busyItemIds: Set<Int> = []
    /// Items deleted on screen whose deletion is in flight: hidden, kept in place for an undo.
    private var deletingItemIds: Set<Int> = []
    /// The items the table shows: the others, without those being deleted, as of the last reload.
    private var visibleItems: [CartItem] = []
    private var hasLoaded = false

    init(environment: CartEnvironment) {
        api = environment.api
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "购物车"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "合计:0", style: .done)
        tableView.register(CartCell.self, forCellReuseIdentifier: "CartCell")
        tableView.dataSource = self
        emptyLabel.text = "购物车是空的"
        emptyLabel.isHidden = true
        tableView.addSubview(emptyLabel)
        view.addSubview(tableView)
        fetchCart()
    }

    private func fetchCart() {
        tableView.hideError()
        MBProgressHUD.showAdded(to: view, animated: true)
        api.fetchCart { [weak self] result in
            guard let self else { return }
            MBProgressHUD.hide(for: view, animated: true)
            switch result {
            case .failure(let error):
                tableView.showError(error.message) { [weak self] in self?.fetchCart() }
            case .success(let items):
                self.items = items
                hasLoaded = true
                reloadCart()
            }
        }
    }

    private func reloadCart() {
        visibleItems = items.filter { !deletingItemIds.contains($0.id) }
        tableView.reloadData()
        emptyLabel.isHidden = !(hasLoaded && visibleItems.isEmpty)
        navigationItem.rightBarButtonItem?.title = "合计:\(visibleItems.reduce(0) { $0 + $1.count })"
    }

    private func setCount(_ count: Int, itemId: Int) {
        guard let index = items.firstIndex(where: { $0.id == itemId }) else { return }
        items[index].count = count
    }

    private func changeCount(of item: CartItem, to count: Int) {
        guard !busyItemIds.contains(item.id), (1...CartItem.maximumCount).contains(count) else { return }
        busyItemIds.insert(item.id)
        setCount(count, itemId: item.id)
        reloadCart()
        api.updateCartItem(itemId: item.id, count: count) { [weak self] result in
            guard let self else { return }
            busyItemIds.remove(item.id)
            if case .failure = result {
                setCount(item.count, itemId: item.id)
                view.makeToast("修改失败")
            }
            reloadCart()
        }
    }

    private func deleteItem(_ item: CartItem) {
        guard !busyItemIds.contains(item.id) else { return }
        busyItemIds.insert(item.id)
        deletingItemIds.insert(item.id)
        reloadCart()
        api.deleteCartItem(itemId: item.id) { [weak self] result in
            guard let self else { return }
            busyItemIds.remove(item.id)
            deletingItemIds.remove(item.id)
            switch result {
            case .success: items.removeAll { $0.id == item.id }
            case .failure: view.makeToast("删除失败")
            }
            reloadCart()
        }
    }

    // MARK: - UITableViewDataSource

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        visibleItems.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "CartCell", for: indexPath) as! CartCell
        let item = visibleItems[indexPath.row]
        cell.configure(item: item, isBusy: busyItemIds.contains(item.id))
        cell.didClickAddHandler = { [weak self] in self?.changeCount(of: item, to: item.count + 1) }
        cell.didClickReduceHandler = { [weak self] in self?.changeCount(of: item, to: item.count - 1) }
        cell.didClickDeleteHandler = { [weak self] in self?.deleteItem(item) }
        return cell
    }
}

import Foundation
import HeadlessUIKit
import Scenario
import Shared

/// 004's home page and its driver: it renders the state (the header, the rows, the footer, the HUD,
/// the error view and the spinners), sends the loads, pulls and taps as messages, and runs every
/// command, the requests and the screen's own alike. The bar's style by the scroll offset and the
/// way back to the top are the screen's own UI logic, as in 004's controller.
public final class GoodsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let environment: GoodsEnvironment
    private lazy var store = Store(GoodsState()) { [weak self] command, send in self?.run(command, send: send) }
    private let tableView = UITableView(identifier: "goodsList")
    private let headerView = GoodsBannerView()
    private let emptyLabel = UILabel(identifier: "goodsList.empty")
    private let topButton = UIButton(identifier: "goods.top")
    /// The state the screen shows, which each render compares the new one with.
    private var shown = GoodsState()

    public init(environment: GoodsEnvironment) {
        self.environment = environment
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "首页"
        setUpTableView()
        setUpNavigationBar(isOpaque: false)
        store.render { [weak self] in self?.render($0) }
        store.send(.load)
    }

    private func setUpTableView() {
        tableView.register(GoodsCell.self, forCellReuseIdentifier: GoodsCell.cellReuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.tableHeaderView = headerView
        tableView.header = RefreshHeader { [weak self] in self?.store.send(.refresh) }
        tableView.footer = RefreshFooter { [weak self] in self?.store.send(.loadMore) }
        tableView.footer?.isHidden = true
        emptyLabel.text = "暂无商品"
        emptyLabel.isHidden = true
        tableView.addSubview(emptyLabel)
        topButton.setImage(UIImage(named: "placeholderUserIcon"), for: .normal)
        topButton.addAction(
            UIAction { [weak self] _ in self?.tableView.setContentOffset(.zero, animated: true) }, for: .touchUpInside)
        view.addSubview(tableView)
        view.addSubview(topButton)
    }

    /// Draws what changed since the state shown: the table reloads when the rows change, and a
    /// visible row whose look changed is drawn again in place.
    private func render(_ state: GoodsState) {
        let old = shown
        shown = state
        if state.banners != old.banners { headerView.render(state.banners) }
        if !state.goods.hasSameRows(as: old.goods) {
            tableView.reloadData()
        } else if state.goods != old.goods {
            for indexPath in tableView.indexPathsForVisibleRows ?? [] {
                let row = state.row(at: indexPath.row)
                if let cell = tableView.cellForRow(at: indexPath) as? GoodsCell, cell.row != row { cell.render(row) }
            }
        }
        if state.isEmpty != old.isEmpty { emptyLabel.isHidden = !state.isEmpty }
        if state.isFooterHidden != old.isFooterHidden { tableView.footer?.isHidden = state.isFooterHidden }
        if old.isLoading, !state.isLoading { tableView.footer?.endRefreshing() }
        if old.isLoadingFirstPage, !state.isLoadingFirstPage { tableView.header?.endRefreshing() }
        if state.isHUDShown != old.isHUDShown {
            if state.isHUDShown {
                MBProgressHUD.showAdded(to: view, animated: true)
            } else {
                MBProgressHUD.hide(for: view, animated: true)
            }
        }
        if state.errorMessage != old.errorMessage {
            if let message = state.errorMessage {
                tableView.showError(message) { [weak self] in self?.store.send(.retry) }
            } else {
                tableView.hideError()
            }
        }
    }

    /// The commands: the requests, answered as messages, and the screen's toast and screens.
    private func run(_ command: GoodsState.Command, send: @escaping @MainActor (GoodsState.Message) -> Void) {
        let api = environment.api
        switch command {
        case .fetchBanners(let generation):
            api.fetchBanners { send(.bannersLoaded(generation: generation, $0.answer)) }
        case .fetchPage(let page, let generation, let isRefresh):
            api.fetchGoods(page: page) {
                send(.pageLoaded(page: page, generation: generation, isRefresh: isRefresh, $0.answer))
            }
        case .like(let goodsId):
            api.likeGoods(goodsId: goodsId) { send(.likeAnswered(goodsId: goodsId, succeeded: (try? $0.get()) != nil)) }
        case .toast(let text):
            view.makeToast(text)
        case .openDetail(let goods):
            open(GoodsDetailViewController(goods: goods))
        case .openLocation(let goods):
            open(GoodsLocationViewController(goods: goods))
        case .openComments(let goods):
            open(GoodsCommentsViewController(goods: goods))
        case .openProfile(let userId):
            open(TEAArchitecture.makeProfileScreen(userId: userId, environment: environment.profileEnvironment))
        }
    }

    private func setUpNavigationBar(isOpaque: Bool) {
        let appearance = UINavigationBarAppearance()
        if isOpaque {
            appearance.configureWithOpaqueBackground()
        } else {
            appearance.configureWithTransparentBackground()
        }
        navigationItem.standardAppearance = appearance
    }

    private func open(_ screen: UIViewController) {
        navigationController?.pushViewController(screen, animated: true)
    }

    // MARK: - UITableViewDataSource, UITableViewDelegate

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shown.goods.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: GoodsCell.cellReuseIdentifier, for: indexPath)
        if let cell = cell as? GoodsCell {
            cell.render(shown.row(at: indexPath.row))
            cell.send = { [weak self] in self?.store.send($0) }
        }
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        store.send(.select(goodsId: shown.goods.item(at: indexPath.row).goodsId))
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        setUpNavigationBar(isOpaque: scrollView.contentOffset.y > 0)
    }
}

import Foundation
import HeadlessUIKit
import Scenario
import Shared

/// 004's home page and its driver: it renders the header, the rows, the footer, the HUD, the error
/// view and the spinners from the state, sends the loads, pulls and taps as messages, and runs the
/// screen's commands (a toast, opening a screen). The bar's style by the scroll offset and the way
/// back to the top are the screen's own UI logic, as in 004's controller.
public final class GoodsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let environment: GoodsEnvironment
    private let effects: GoodsEffects
    private lazy var store = Store(GoodsState()) { [weak self, effects] command, send in
        switch command {
        case .toast(let text): self?.view.makeToast(text)
        case .openDetail(let goods): self?.open(GoodsDetailViewController(goods: goods))
        case .openLocation(let goods): self?.open(GoodsLocationViewController(goods: goods))
        case .openComments(let goods): self?.open(GoodsCommentsViewController(goods: goods))
        case .openProfile(let userId):
            guard let self else { return }
            open(TEAArchitecture.makeProfileScreen(userId: userId, environment: environment.profileEnvironment))
        default: effects.run(command, send: send)
        }
    }
    private let rendering = Rendering()
    private let tableView = UITableView(identifier: "goodsList")
    private let headerView = GoodsBannerView()
    private let emptyLabel = UILabel(identifier: "goodsList.empty")
    private let topButton = UIButton(identifier: "goods.top")

    public init(environment: GoodsEnvironment) {
        self.environment = environment
        effects = GoodsEffects(api: environment.api)
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "首页"
        setUpTableView()
        setUpNavigationBar(isOpaque: false)
        render()
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

    private func render() {
        rendering.followChanges(self, { $0.store.state.banners }, render: { $0.headerView.render($1) })
        rendering.followChanges(self, { $0.store.state.version }, render: { scene, _ in scene.tableView.reloadData() })
        rendering.follow(self, { $0.store.state.isEmpty }, render: { $0.emptyLabel.isHidden = !$1 })
        rendering.follow(self, { $0.store.state.isFooterHidden }, render: { $0.tableView.footer?.isHidden = $1 })
        rendering.follow(
            self, { $0.store.state.isLoading },
            render: { scene, isLoading in if !isLoading { scene.tableView.footer?.endRefreshing() } })
        rendering.follow(
            self, { $0.store.state.isLoadingFirstPage },
            render: { scene, isLoading in if !isLoading { scene.tableView.header?.endRefreshing() } })
        rendering.follow(
            self, { $0.store.state.isHUDShown },
            render: { scene, isShown in
                if isShown {
                    MBProgressHUD.showAdded(to: scene.view, animated: true)
                } else {
                    MBProgressHUD.hide(for: scene.view, animated: true)
                }
            })
        rendering.follow(
            self, { $0.store.state.errorMessage },
            render: { scene, message in
                if let message {
                    scene.tableView.showError(message) { [weak scene] in scene?.store.send(.retry) }
                } else {
                    scene.tableView.hideError()
                }
            })
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
        store.state.goods.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: GoodsCell.cellReuseIdentifier, for: indexPath)
        (cell as? GoodsCell)?.shown = (store, store.state.goods[indexPath.row].goodsId)
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        store.send(.select(goodsId: store.state.goods[indexPath.row].goodsId))
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        setUpNavigationBar(isOpaque: scrollView.contentOffset.y > 0)
    }
}

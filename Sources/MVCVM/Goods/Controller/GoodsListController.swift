import Foundation
import HeadlessUIKit
import Shared

/// The home page's list C: it fills the layout-only `GoodsListView` from `GoodsViewModel`. The
/// banners, rows, footer, spinner, empty message, error and toasts are bound here; pulls, scrolls
/// and selections become the view model's commands or the scene's; each cell gets a
/// `GoodsCellController` of its own.
public final class GoodsListController: UITableViewDataSource, UITableViewDelegate {
    private static let cellReuseIdentifier = "GoodsCell"

    /// Set by the scene: where a row, its avatar, its location and its comments lead.
    public var onOpenCommand: (@MainActor (GoodsDestination) -> Void)?
    /// Set by the scene: called with the new offset each time the list scrolls.
    public var onScrollCommand: (@MainActor (CGFloat) -> Void)?

    public let view: GoodsListView
    private let viewModel: GoodsViewModel
    private let bindings = Bindings()
    /// One controller per cell the table made; a reused cell keeps its controller.
    private var cellControllers: [ObjectIdentifier: GoodsCellController] = [:]

    public init(view: GoodsListView, viewModel: GoodsViewModel) {
        self.view = view
        self.viewModel = viewModel
        view.tableView.dataSource = self
        view.tableView.delegate = self
        view.tableView.register(GoodsCell.self, forCellReuseIdentifier: Self.cellReuseIdentifier)
        view.tableView.header = RefreshHeader { [weak self] in self?.viewModel.refresh() }
        view.tableView.footer = RefreshFooter { [weak self] in self?.viewModel.loadMore() }
        view.emptyLabel.text = viewModel.emptyText
        view.topButton.addAction(
            UIAction { [weak view] _ in view?.tableView.setContentOffset(.zero, animated: true) }, for: .touchUpInside)
        bind()
    }

    public func fetchData() {
        viewModel.fetchData()
    }

    private func bind() {
        bindings.bind(
            self, { $0.viewModel.banners },
            to: { controller, banners in
                for (imageView, banner) in zip(controller.view.layOutBanners(count: banners.count), banners) {
                    imageView.image = UIImage(named: banner)
                }
            })
        bindings.bindChanges(
            self, { $0.viewModel.items }, to: { controller, _ in controller.view.tableView.reloadData() })
        bindings.bind(
            self, { $0.viewModel.isFooterHidden },
            to: { controller, isHidden in controller.view.tableView.footer?.isHidden = isHidden })
        bindings.bind(
            self, { ($0.viewModel.isLoadingFirstPage, $0.viewModel.isLoadingMore) },
            to: { controller, loading in
                // Every load that ends ends the spinner and the footer, a load more it overtook included.
                if !loading.0 { controller.view.tableView.header?.endRefreshing() }
                if !loading.0, !loading.1 { controller.view.tableView.footer?.endRefreshing() }
            })
        bindings.bind(
            self, { $0.viewModel.isEmpty },
            to: { controller, isEmpty in controller.view.emptyLabel.isHidden = !isEmpty })
        bindings.bind(
            self, { $0.viewModel.errorMessage },
            to: { controller, message in
                if let message {
                    controller.view.tableView.showError(message) { [weak controller] in controller?.viewModel.retry() }
                } else {
                    controller.view.tableView.hideError()
                }
            })
        bindings.bind(
            self, { $0.viewModel.toasts },
            to: { controller, toasts in
                guard !toasts.isEmpty else { return }
                for message in toasts { controller.view.makeToast(message) }
                controller.viewModel.didShowToasts()
            })
    }

    // MARK: - UITableViewDataSource && Delegate

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.items.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellReuseIdentifier, for: indexPath) as! GoodsCell
        let controller = cellControllers[ObjectIdentifier(cell)] ?? makeCellController(for: cell)
        controller.viewModel = viewModel.items[indexPath.row]
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        onOpenCommand?(.detail(viewModel.items[indexPath.row].goods))
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        onScrollCommand?(scrollView.contentOffset.y)
    }

    private func makeCellController(for cell: GoodsCell) -> GoodsCellController {
        let controller = GoodsCellController(cell: cell)
        controller.onClickAvatarCommand = { [weak self] item in
            self?.onOpenCommand?(.profile(userId: item.goods.userId))
        }
        controller.onClickLocationCommand = { [weak self] item in self?.onOpenCommand?(.location(item.goods)) }
        controller.onClickCommentCommand = { [weak self] item in self?.onOpenCommand?(.comments(item.goods)) }
        cellControllers[ObjectIdentifier(cell)] = controller
        return controller
    }
}

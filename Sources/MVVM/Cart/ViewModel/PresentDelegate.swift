/// What a cart row's buttons tell the object behind them (003's `PresentDalegate`, which both its
/// presenter and its view model adopt). The row is named by its item's id, not its index path,
/// so that an answer still finds its row after other rows went (003: "商品ID 容错").
@MainActor
public protocol PresentDelegate: AnyObject {
    func didClickAddBtn(itemId: Int)
    func didClickReduceBtn(itemId: Int)
    func didClickDeleteBtn(itemId: Int)
}

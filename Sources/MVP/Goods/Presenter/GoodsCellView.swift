/// What `GoodsCellPresenter` tells the cell that renders it.
@MainActor
public protocol GoodsCellView: AnyObject {
    func goodsCellPresenterDidUpdate()
}

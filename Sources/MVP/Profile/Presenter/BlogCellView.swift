/// What `BlogCellPresenter` tells the cell that renders it.
@MainActor
public protocol BlogCellView: AnyObject {
    func blogCellPresenterDidUpdate()
}

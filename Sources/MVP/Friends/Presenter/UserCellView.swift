/// What a `UserCellPresenter`, either one, tells the cell that renders it.
@MainActor
public protocol UserCellView: AnyObject {
    func userCellPresenterDidUpdate()
}

import HeadlessUIKit

extension UITableView {
    /// How a list controller renders its row count: a reload, except while the table is empty and stays
    /// so (a binding's first render), since an empty table has nothing to draw again.
    func reloadData(toShow count: Int) {
        guard count > 0 || numberOfRows(inSection: 0) > 0 else { return }
        reloadData()
    }
}

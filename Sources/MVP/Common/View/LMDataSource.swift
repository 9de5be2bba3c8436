import Foundation
import HeadlessUIKit

/// 003's `LMDataSource`, MVP's own copy: a table's data source and delegate made of blocks, so that a controller
/// sets up its table in one statement ("VC中添加TableView只需要一句代码即可搞定"). It holds the rows it
/// shows, `dataArray`, and knows neither the cell's contents nor what a tap does.
public final class LMDataSource<Cell: UITableViewCell, Item>: UITableViewDataSource, UITableViewDelegate {
    public var dataArray: [Item] = []
    private let identifier: String
    private let configureBlock: (Cell, Item, IndexPath) -> Void
    private let selectBlock: ((IndexPath) -> Void)?

    /// `configureBlock` sets a cell's data (003: "cellConfigureBefore"), `selectBlock` answers a tap
    /// on a row.
    public init(
        identifier: String, configureBlock: @escaping (Cell, Item, IndexPath) -> Void,
        selectBlock: ((IndexPath) -> Void)? = nil
    ) {
        self.identifier = identifier
        self.configureBlock = configureBlock
        self.selectBlock = selectBlock
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        dataArray.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        if let cell = cell as? Cell { configureBlock(cell, dataArray[indexPath.row], indexPath) }
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selectBlock?(indexPath)
    }
}

import Foundation
import HeadlessUIKit

/// A kit table loaded with three plain rows, for the tests of the table itself; it is the table's
/// data source, which the table holds weakly, so a test keeps this object.
@MainActor
final class ThreeRowTable: UITableViewDataSource {
    let table = UITableView(identifier: "list")

    init() {
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        table.dataSource = self
        table.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    }
}

import Foundation
import HeadlessUIKit
import Scenario
import Shared

/// The view of either list: it lays out the table, binds what `UserListPresenter` tells it (the HUD,
/// the rows, the error view, the toasts) and hands each cell its row presenter and height. It
/// formats nothing and decides nothing.
public final class UserListViewController: UIViewController, UserListView, UITableViewDataSource,
    UITableViewDelegate
{
    private let presenter: UserListPresenter
    private let environment: FriendsEnvironment
    private let tableView = UITableView(identifier: "userList")
    private let emptyLabel = UILabel(identifier: "userList.empty")

    init(title: String, presenter: UserListPresenter, environment: FriendsEnvironment) {
        self.presenter = presenter
        self.environment = environment
        super.init()
        self.title = title
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UserCell.self, forCellReuseIdentifier: UserCell.cellReuseIdentifier)
        emptyLabel.text = presenter.emptyText
        emptyLabel.isHidden = true
        tableView.addSubview(emptyLabel)
        view.addSubview(tableView)
        presenter.view = self
        presenter.loadData()
    }

    // MARK: - UserListView

    public func userListPresenterDidStartLoading() {
        tableView.hideError()
        MBProgressHUD.showAdded(to: view, animated: true)
    }

    public func userListPresenterDidEndLoading() {
        MBProgressHUD.hide(for: view, animated: true)
    }

    public func userListPresenterDidReload() {
        tableView.reloadData()
        emptyLabel.isHidden = !presenter.isEmpty
    }

    public func userListPresenterDidFail(message: String) {
        tableView.showError(message) { [weak self] in self?.presenter.loadData() }
    }

    public func userListPresenterDidFailToChange(message: String) {
        view.makeToast(message)
    }

    public func userListPresenterOpenProfile(userId: Int) {
        navigationController?.pushViewController(
            MVPArchitecture.makeProfileScreen(userId: userId, environment: environment.profileEnvironment),
            animated: true)
    }

    // MARK: - UITableViewDataSource, UITableViewDelegate

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.rows.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: UserCell.cellReuseIdentifier, for: indexPath) as! UserCell
        let row = presenter.rows[indexPath.row]
        cell.presenter = row
        cell.avatarHandler = { [weak self, weak row] in
            guard let self, let row else { return }
            presenter.showProfile(of: row)
        }
        return cell
    }

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        presenter.rows[indexPath.row].contentHeight
    }
}

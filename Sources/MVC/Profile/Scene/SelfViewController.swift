import HeadlessUIKit
import Scenario

/// The own profile (the seed's `SelfViewController`): the user scene plus the switch and the
/// draft module.
public final class SelfViewController: UserViewController {
    private let switchControl = UISegmentedControl(items: ["博客", "草稿"], identifier: "listSwitch")
    private let draftTableView = UITableView(identifier: "draftList")
    private var draftTableViewHelper: DraftTableViewHelper!

    // MARK: - Utils(SelfViewController)

    override func addUI() {
        super.addUI()
        view.addSubview(switchControl)
        view.addSubview(draftTableView)
        draftTableView.isHidden = true
    }

    override func configuration() {
        super.configuration()
        switchControl.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                blogTableView.isHidden = switchControl.selectedSegmentIndex != 0
                draftTableView.isHidden = switchControl.selectedSegmentIndex != 1
            }, for: .valueChanged)
        draftTableViewHelper = DraftTableViewHelper(
            tableView: draftTableView, userId: userId, apiManager: environment.api)
        draftTableViewHelper.viewController = self
        draftTableViewHelper.vcGenerator = { DraftDetailViewController(draft: $0) }
    }

    override func fetchData() {
        super.fetchData()
        draftTableViewHelper.fetchData()
    }
}

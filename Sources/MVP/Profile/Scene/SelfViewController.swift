import HeadlessUIKit
import Scenario

/// The own profile: the user scene plus the switch and the draft module.
public final class SelfViewController: UserViewController {
    private let switchControl = UISegmentedControl(items: ["博客", "草稿"], identifier: "listSwitch")
    private let draftTableView = UITableView(identifier: "draftList")
    private var draftViewController: DraftViewController!

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
        let draftPresenter = DraftPresenter(userId: userId, apiManager: environment.api)
        draftViewController = DraftViewController(tableView: draftTableView, presenter: draftPresenter)
        draftViewController.didSelectRowHandler = { [weak self] draft in
            self?.navigationController?.pushViewController(DraftDetailViewController(draft: draft), animated: true)
        }
    }

    override func fetchData() {
        super.fetchData()
        draftViewController.fetchData()
    }
}

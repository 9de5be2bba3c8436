import HeadlessUIKit
import Scenario

/// The own profile: the user scene plus the switch and the draft module.
public final class SelfViewController: UserViewController {
    private let switchControl = UISegmentedControl(items: ["博客", "草稿"], identifier: "listSwitch")
    private var draftListController: DraftListController!

    override func addUI() {
        super.addUI()
        draftListController = DraftListController(
            view: DraftListView(), viewModel: DraftViewModel(userId: userId, apiManager: environment.api))
        view.addSubview(switchControl)
        view.addSubview(draftListController.view)
        draftListController.view.isHidden = true
    }

    override func configuration() {
        super.configuration()
        switchControl.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                blogListController.view.isHidden = switchControl.selectedSegmentIndex != 0
                draftListController.view.isHidden = switchControl.selectedSegmentIndex != 1
            }, for: .valueChanged)
        draftListController.onSelectDraftCommand = { [weak self] draft in
            self?.navigationController?.pushViewController(DraftDetailViewController(draft: draft), animated: true)
        }
    }

    override func fetchData() {
        super.fetchData()
        draftListController.fetchData()
    }
}

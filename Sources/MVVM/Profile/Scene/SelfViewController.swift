import HeadlessUIKit
import Scenario

/// The own profile: the user scene plus the switch and the draft module.
public final class SelfViewController: UserViewController {
    private let switchControl = UISegmentedControl(items: ["博客", "草稿"], identifier: "listSwitch")
    private var draftListView: DraftListView!

    override func addUI() {
        super.addUI()
        draftListView = DraftListView(viewModel: DraftViewModel(userId: userId, apiManager: environment.api))
        view.addSubview(switchControl)
        view.addSubview(draftListView)
        draftListView.isHidden = true
    }

    override func configuration() {
        super.configuration()
        switchControl.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                blogListView.isHidden = switchControl.selectedSegmentIndex != 0
                draftListView.isHidden = switchControl.selectedSegmentIndex != 1
            }, for: .valueChanged)
        draftListView.onSelectDraftCommand = { [weak self] draft in
            self?.navigationController?.pushViewController(DraftDetailViewController(draft: draft), animated: true)
        }
    }

    override func fetchData() {
        super.fetchData()
        draftListView.fetchData()
    }
}

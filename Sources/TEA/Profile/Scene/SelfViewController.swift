import HeadlessUIKit
import Scenario

/// The own profile: the user scene plus the switch and the draft module.
public final class SelfViewController: UserViewController {
    private let switchControl = UISegmentedControl(items: ["博客", "草稿"], identifier: "listSwitch")
    private let draftListView = DraftListView()

    override func addUI() {
        super.addUI()
        draftListView.send = { [weak self] in self?.store.send(.draftList($0)) }
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
    }

    override func render(_ state: ProfileState, old: ProfileState?) {
        super.render(state, old: old)
        if let draftList = state.draftList, draftList != old?.draftList { draftListView.render(draftList) }
    }
}

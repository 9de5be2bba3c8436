import HeadlessUIKit
import Scenario

/// The own profile: the user scene plus the switch and the draft module.
public final class SelfViewController: UserViewController {
    private let switchControl = UISegmentedControl(items: ["博客", "草稿"], identifier: "listSwitch")
    private var draftListStore: Store<DraftListState>!
    private var draftListView: DraftListView!

    override func addUI() {
        super.addUI()
        let draftList = DraftListEffects(api: environment.api)
        draftListStore = Store(DraftListState(userId: userId)) { [weak self] command, send in
            if case .openDraft(let draft) = command {
                self?.open(DraftDetailViewController(draft: draft))
            } else {
                draftList.run(command, send: send)
            }
        }
        draftListView = DraftListView(store: draftListStore)
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

    override func fetchData() {
        super.fetchData()
        draftListStore.send(.fetch)
    }
}

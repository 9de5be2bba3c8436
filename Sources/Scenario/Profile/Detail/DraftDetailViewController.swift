import HeadlessUIKit
import Shared

/// Where selecting a draft row leads (the seed's `DraftDetailViewController`).
public final class DraftDetailViewController: DetailViewController {
    public init(draft: Draft) {
        super.init(identifier: "draftDetail.\(draft.id)")
        title = draft.title
    }
}

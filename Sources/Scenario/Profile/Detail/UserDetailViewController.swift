import HeadlessUIKit
import Shared

/// Where tapping a user's icon leads (the seed's `UserDetailViewController`).
public final class UserDetailViewController: DetailViewController {
    public init(user: User) {
        super.init(identifier: "userDetail.\(user.id)")
        title = user.name
    }
}

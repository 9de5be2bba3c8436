import Observation
import Shared

/// The user info module's VM (the seed's `UserInfoViewModel`): the user's formatted texts and
/// the follow state as observable state, and the commands that change them.
@MainActor
@Observable
public final class UserInfoViewModel {
    // MARK: Outputs

    public private(set) var user: User?
    public private(set) var iconName: String?
    public private(set) var name: String?
    public private(set) var summary: String?
    public private(set) var blogCount: String?
    public private(set) var friendCount: String?
    public private(set) var errorMessage: String?
    /// The follow button's title; nil while it is not shown.
    public private(set) var followTitle: String?
    /// False while a follow or an unfollow is in flight.
    public private(set) var isFollowEnabled = true

    /// Set by a scene that wants to ask before unfollowing (the seed's SceneA); it calls `proceed`
    /// to go on. The question is the scene's business, so the view model only waits for the answer.
    @ObservationIgnored public var unfollowConfirmation:
        (@MainActor (_ proceed: @escaping @MainActor () -> Void) -> Void)?

    @ObservationIgnored private let userId: Int
    @ObservationIgnored private let apiManager: any UserAPIManager
    @ObservationIgnored private let showsFollowButton: Bool
    @ObservationIgnored private var isFollowing = false

    public init(userId: Int, apiManager: any UserAPIManager, showsFollowButton: Bool) {
        self.userId = userId
        self.apiManager = apiManager
        self.showsFollowButton = showsFollowButton
    }

    // MARK: Inputs

    public func fetchUserInfo() {
        // The view binds to the error: clearing it as a fetch starts makes a second failure, even with
        // the same message, a change it sees.
        errorMessage = nil
        apiManager.fetchUserInfo(userId: userId) { [weak self] result in
            guard let self else { return }
            switch result {
            case .failure(let error):
                errorMessage = error.message
            case .success(let user):
                self.user = user
                iconName = user.iconName.isEmpty ? "icon0" : user.iconName
                name = user.name.isEmpty ? "匿名" : user.name
                summary = "个人简介: " + (user.summary.isEmpty ? "这个人很懒, 什么也没有写~" : user.summary)
                blogCount = "作品: \(user.blogCount)"
                friendCount = "好友: \(user.friendCount)"
                setFollowing(user.isFollowing)
            }
        }
    }

    /// A tap on the follow button: follows at once; unfollows once the scene, if it asks, agrees.
    public func toggleFollow() {
        guard isFollowing else {
            setFollowing(true)
            isFollowEnabled = false
            apiManager.follow(userId: userId) { [weak self] result in
                guard let self else { return }
                isFollowEnabled = true
                if case .failure = result { setFollowing(false) }
            }
            return
        }
        let unfollow: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            setFollowing(false)
            isFollowEnabled = false
            apiManager.unfollow(userId: userId) { [weak self] result in
                guard let self else { return }
                isFollowEnabled = true
                if case .failure = result { setFollowing(true) }
            }
        }
        if let unfollowConfirmation { unfollowConfirmation(unfollow) } else { unfollow() }
    }

    private func setFollowing(_ following: Bool) {
        isFollowing = following
        followTitle = showsFollowButton ? (following ? "已关注" : "+关注") : nil
    }
}

import Shared

/// The user info module's P: it fetches the user, formats every text, and runs the icon and
/// follow logic, telling its view through `UserInfoView`.
@MainActor
public final class UserInfoPresenter {
    public weak var view: (any UserInfoView)?

    public private(set) var iconName = ""
    public private(set) var nameText = ""
    public private(set) var summaryText = ""
    public private(set) var blogCountText = ""
    public private(set) var friendCountText = ""
    public private(set) var followButtonTitle = ""
    public private(set) var isFollowButtonVisible = false
    /// False while a follow or an unfollow is in flight.
    public private(set) var isFollowButtonEnabled = true
    public let unfollowQuestion = "确定不再关注?"
    public let cancelTitle = "取消"
    public let confirmTitle = "确定"

    private let userId: Int
    private let apiManager: any UserAPIManager
    private let showsFollowButton: Bool
    private var user: User?
    private var isFollowing = false {
        didSet { followButtonTitle = isFollowing ? "已关注" : "+关注" }
    }

    public init(userId: Int, apiManager: any UserAPIManager, showsFollowButton: Bool) {
        self.userId = userId
        self.apiManager = apiManager
        self.showsFollowButton = showsFollowButton
    }

    public func fetchData() {
        apiManager.fetchUserInfo(userId: userId) { [weak self] result in
            guard let self else { return }
            switch result {
            case .failure(let error):
                view?.userInfoPresenterDidFail(message: error.message)
            case .success(let user):
                self.user = user
                iconName = user.iconName.isEmpty ? "icon0" : user.iconName
                nameText = user.name.isEmpty ? "匿名" : user.name
                summaryText = "个人简介: " + (user.summary.isEmpty ? "这个人很懒, 什么也没有写~" : user.summary)
                blogCountText = "作品: \(user.blogCount)"
                friendCountText = "好友: \(user.friendCount)"
                isFollowing = user.isFollowing
                isFollowButtonVisible = showsFollowButton
                view?.userInfoPresenterDidUpdate()
            }
        }
    }

    public func selectIcon() {
        guard let user else { return }
        view?.userInfoPresenterShowUserDetail(user)
    }

    public func selectFriendList() {
        view?.userInfoPresenterShowFriendList(userId: userId)
    }

    public func selectFollowList() {
        view?.userInfoPresenterShowFollowList(userId: userId)
    }

    /// A tap on the follow button: follows at once, or asks the view to confirm an unfollow.
    public func toggleFollow() {
        if isFollowing {
            view?.userInfoPresenterAskToConfirmUnfollow()
        } else {
            isFollowButtonEnabled = false
            setFollowing(true)
            apiManager.follow(userId: userId) { [weak self] result in
                guard let self else { return }
                let failed = if case .failure = result { true } else { false }
                isFollowButtonEnabled = true
                setFollowing(!failed)
            }
        }
    }

    public func confirmUnfollow() {
        isFollowButtonEnabled = false
        setFollowing(false)
        apiManager.unfollow(userId: userId) { [weak self] result in
            guard let self else { return }
            let failed = if case .failure = result { true } else { false }
            isFollowButtonEnabled = true
            setFollowing(failed)
        }
    }

    private func setFollowing(_ following: Bool) {
        isFollowing = following
        view?.userInfoPresenterDidUpdate()
    }
}

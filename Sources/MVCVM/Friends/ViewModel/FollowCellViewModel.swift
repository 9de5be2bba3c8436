import Observation
import Shared

/// 000's `HHFollowCellViewModel`: the follow list's implementation of `UserCellViewModel`. The right
/// button follows ("+关注" → "已关注") or shows the delete button ("已关注"); delete unfollows.
@MainActor
@Observable
public final class FollowCellViewModel: UserCellViewModel {
    public private(set) var user: Friend
    public private(set) var deleteButtonHidden = true
    /// The deletion is in flight: the delete button stays hidden until it ends.
    @ObservationIgnored private var isDeleting = false
    public let deleteButtonImage = "unfollow"
    public let contentHeight: Double = 68
    @ObservationIgnored public var didFail: (@MainActor (String) -> Void)?
    @ObservationIgnored public var didDelete: (@MainActor () -> Void)?
    @ObservationIgnored private let apiManager: any FriendAPIManager
    @ObservationIgnored public let loginUserId: Int

    public init(user: Friend, apiManager: any FriendAPIManager, loginUserId: Int) {
        self.user = user
        self.apiManager = apiManager
        self.loginUserId = loginUserId
    }

    public var rightButtonTitle: String { user.followState ? "已关注" : "+关注" }

    public var rightButtonSelected: Bool { user.followState }

    public func rightButtonCommand() {
        if user.followState {
            guard !isDeleting else { return }
            deleteButtonHidden.toggle()
            return
        }
        switchRightButtonColor(true)
        apiManager.followUser(userId: user.userId) { [weak self] result in
            guard let self, case .failure = result else { return }
            switchRightButtonColor(false)
            didFail?("关注失败")
        }
    }

    public func deleteButtonCommand() {
        deleteButtonHidden = true
        isDeleting = true
        apiManager.unfollowUser(userId: user.userId) { [weak self] result in
            guard let self else { return }
            isDeleting = false
            switch result {
            case .success:
                switchRightButtonColor(false)
                didDelete?()
            case .failure: didFail?("取消关注失败")
            }
        }
    }

    /// 000's `switchRightButtonColor:`: the follow, and with it the title and the look.
    private func switchRightButtonColor(_ isSelected: Bool) {
        user.followState = isSelected
    }
}

import Shared

/// The friend list's `UserCellHelper` (000's `HHFriendCellViewModel`): the right button asks for
/// a friendship ("加好友" → "验证中") or shows the delete button ("好友"); delete ends the friendship,
/// and the row stays, reading "加好友". It tells its table-view helper after every change.
@MainActor
public final class FriendCellHelper: UserCellHelper {
    public var didChange: (@MainActor () -> Void)?
    public private(set) var user: Friend
    public private(set) var deleteButtonHidden = true
    /// The deletion is in flight: the delete button stays hidden until it ends.
    private var isDeleting = false
    public let deleteButtonImage = "deleteFriend"
    public var didFail: (@MainActor (String) -> Void)?
    public var didDelete: (@MainActor () -> Void)?
    private let apiManager: any FriendAPIManager
    public let loginUserId: Int

    public init(user: Friend, apiManager: any FriendAPIManager, loginUserId: Int) {
        self.user = user
        self.apiManager = apiManager
        self.loginUserId = loginUserId
    }

    public var rightButtonTitle: String {
        switch user.friendState {
        case .none: "加好友"
        case .pending: "验证中"
        case .friend: "好友"
        }
    }

    public var rightButtonSelected: Bool { user.friendState == .friend }

    public var contentHeight: Double {
        user.userId != loginUserId && user.commonFriendCount > 0 ? 91 : 68
    }

    public func rightButtonCommand() {
        switch user.friendState {
        case .none:
            switchRightButtonColor(withFriendState: .pending)
            apiManager.addFriend(userId: user.userId, msg: "你好, 我是xxx") { [weak self] result in
                guard let self, case .failure = result else { return }
                switchRightButtonColor(withFriendState: .none)
                didFail?("添加好友失败")
            }
        case .pending: break
        case .friend:
            guard !isDeleting else { return }
            deleteButtonHidden.toggle()
            didChange?()
        }
    }

    public func deleteButtonCommand() {
        deleteButtonHidden.toggle()
        isDeleting = true
        didChange?()
        apiManager.deleteFriend(userId: user.userId) { [weak self] result in
            guard let self else { return }
            isDeleting = false
            switch result {
            case .success:
                switchRightButtonColor(withFriendState: .none)
                didDelete?()
            case .failure: didFail?("删除好友失败")
            }
        }
    }

    /// 000's `switchRightButtonColorWithFriendState:`: the state, and with it the title and the look.
    private func switchRightButtonColor(withFriendState state: Friend.FriendState) {
        user.friendState = state
        didChange?()
    }
}

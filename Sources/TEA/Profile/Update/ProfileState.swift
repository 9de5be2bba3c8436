/// 000's profile as one value: its three modules' states, each with its own messages and commands,
/// composed as objc.io composes its app's state. A module's message goes to that module's `update`,
/// and its commands come back wrapped as the profile's. The own profile has the draft module; a
/// scene that asks before unfollowing answers `.confirmUnfollow` with `.unfollowConfirmed`.
public struct ProfileState: Program, Equatable {
    public enum Message: Equatable {
        /// The screen opened: every module loads.
        case load
        case userInfo(UserInfoState.Message)
        case blogList(BlogListState.Message)
        case draftList(DraftListState.Message)
    }

    public enum Command: Equatable {
        case userInfo(UserInfoState.Command)
        case blogList(BlogListState.Command)
        case draftList(DraftListState.Command)
    }

    public private(set) var userInfo: UserInfoState
    public private(set) var blogList: BlogListState
    /// The login user's drafts, on the own profile only.
    public private(set) var draftList: DraftListState?

    public init(userId: Int, loginUserId: Int) {
        userInfo = UserInfoState(userId: userId, showsFollowButton: userId != loginUserId)
        blogList = BlogListState(userId: userId)
        draftList = userId == loginUserId ? DraftListState(userId: userId) : nil
    }

    public mutating func update(_ message: Message) -> [Command] {
        switch message {
        case .load:
            return update(.userInfo(.fetch)) + update(.blogList(.fetch))
                + (draftList == nil ? [] : update(.draftList(.fetch)))
        case .userInfo(let message):
            return userInfo.update(message).map(Command.userInfo)
        case .blogList(let message):
            return blogList.update(message).map(Command.blogList)
        case .draftList(let message):
            return draftList?.update(message).map(Command.draftList) ?? []
        }
    }
}

/// The question a view model wants answered before it unfollows, for the scene to put to the user.
public struct UnfollowPrompt: Equatable, Sendable {
    public let question = "确定不再关注?"
    public let cancelTitle = "取消"
    public let confirmTitle = "确定"
}

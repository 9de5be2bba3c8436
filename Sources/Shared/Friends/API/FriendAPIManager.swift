/// The friend and follow lists' server, as every architecture sees it: the two lists, and the Q&A's
/// `HHSocketFriendAPIManager` (`addFriendWithUser:msg:`, `deleteFriendWithUser:`) and
/// `HHSocketFollowAPIManager` (`followWithFollowUser:`, `unfollowWithUnfollowUser:`).
@MainActor
public protocol FriendAPIManager: AnyObject {
    /// The user's friends, in the server's order.
    func fetchFriends(userId: Int, completion: @escaping APICompletion<[Friend]>)
    /// The users the user follows, in the server's order.
    func fetchFollows(userId: Int, completion: @escaping APICompletion<[Friend]>)
    /// Asks the user to be the login user's friend, with a greeting; the friendship is then pending.
    func addFriend(userId: Int, msg: String, completion: @escaping APICompletion<Void>)
    func deleteFriend(userId: Int, completion: @escaping APICompletion<Void>)
    func followUser(userId: Int, completion: @escaping APICompletion<Void>)
    func unfollowUser(userId: Int, completion: @escaping APICompletion<Void>)
}

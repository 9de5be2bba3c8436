/// The lists' data on the fake server: the people, each user's friends and follows (by id), and
/// where the login user stands with each person.
final class FriendsData: ServerData {
    var people: [Int: Friend] = [:]
    var friendsOf: [Int: [Int]] = [:]
    var followsOf: [Int: [Int]] = [:]

    required init() {}

    func list(_ ids: [Int]?) -> [Friend] { (ids ?? []).compactMap { people[$0] } }
}

/// The friend and follow lists' endpoints. The server takes every change as asked (a friend request
/// to a friend, a follow of someone followed): only a failure the test injects refuses one.
extension FakeServer: FriendAPIManager {
    /// Puts the user's friends and follows on the server, with where the login user stands with each.
    public func fillFriends(of userId: Int, friends: [Friend], follows: [Friend]) {
        let lists = data(FriendsData.self)
        for person in friends + follows { lists.people[person.userId] = person }
        lists.friendsOf[userId] = friends.map(\.userId)
        lists.followsOf[userId] = follows.map(\.userId)
    }

    /// The person as the server knows them now.
    public func friend(_ userId: Int) -> Friend? { data(FriendsData.self).people[userId] }

    /// The users the user follows, as the server holds them now.
    public func follows(of userId: Int) -> [Friend] {
        let lists = data(FriendsData.self)
        return lists.list(lists.followsOf[userId])
    }

    public func fetchFriends(userId: Int, completion: @escaping APICompletion<[Friend]>) {
        let lists = data(FriendsData.self)
        answer(.friends(userId: userId), completion) { lists.list(lists.friendsOf[userId]) }
    }

    public func fetchFollows(userId: Int, completion: @escaping APICompletion<[Friend]>) {
        let lists = data(FriendsData.self)
        answer(.follows(userId: userId), completion) { lists.list(lists.followsOf[userId]) }
    }

    public func addFriend(userId: Int, msg: String, completion: @escaping APICompletion<Void>) {
        let lists = data(FriendsData.self)
        answer(.addFriend(userId: userId, msg: msg), completion) { lists.people[userId]?.friendState = .pending }
    }

    public func deleteFriend(userId: Int, completion: @escaping APICompletion<Void>) {
        let lists = data(FriendsData.self)
        answer(.deleteFriend(userId: userId), completion) {
            lists.people[userId]?.friendState = .none
            lists.friendsOf[loginUserId]?.removeAll { $0 == userId }
        }
    }

    public func followUser(userId: Int, completion: @escaping APICompletion<Void>) {
        let lists = data(FriendsData.self)
        answer(.followUser(userId: userId), completion) {
            lists.people[userId]?.followState = true
            if lists.followsOf[loginUserId]?.contains(userId) == false { lists.followsOf[loginUserId]?.append(userId) }
        }
    }

    public func unfollowUser(userId: Int, completion: @escaping APICompletion<Void>) {
        let lists = data(FriendsData.self)
        answer(.unfollowUser(userId: userId), completion) {
            lists.people[userId]?.followState = false
            lists.followsOf[loginUserId]?.removeAll { $0 == userId }
        }
    }
}

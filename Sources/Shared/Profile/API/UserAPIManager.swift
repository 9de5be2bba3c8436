/// The server as every architecture sees it, named after the seed's `UserAPIManager`.
///
/// Completion handlers, as in the seed, are the one calling style of all three architectures; an
/// answer never arrives inside the call that asked for it.
@MainActor
public protocol UserAPIManager: AnyObject {
    func fetchUserInfo(userId: Int, completion: @escaping APICompletion<User>)
    /// Page 0 is a refresh; each later page is a load more.
    func fetchUserBlogs(userId: Int, page: Int, completion: @escaping APICompletion<BlogPage>)
    /// Refused for any user but the login user.
    func fetchUserDrafts(userId: Int, completion: @escaping APICompletion<[Draft]>)
    func likeBlog(blogId: Int, completion: @escaping APICompletion<Void>)
    func follow(userId: Int, completion: @escaping APICompletion<Void>)
    func unfollow(userId: Int, completion: @escaping APICompletion<Void>)
}

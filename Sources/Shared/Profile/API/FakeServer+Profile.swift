import Foundation

/// The profile's data on the fake server: the users, their blogs in pages, the login user's drafts.
final class ProfileData: ServerData {
    var users: [Int: User] = [:]
    var blogsByAuthor: [Int: [Blog]] = [:]
    /// Where each blog is, so a like costs the same whatever the number of blogs.
    var blogLocations: [Int: (author: Int, index: Int)] = [:]
    var drafts: [Draft] = []
    var pageSize = 10

    required init() {}
}

/// The profile's endpoints, as the seed's `UserAPIManager` names them.
extension FakeServer: UserAPIManager {
    public convenience init(
        loginUserId: Int, users: [User], blogs: [Int: [Blog]] = [:], drafts: [Draft] = [], pageSize: Int = 10
    ) {
        self.init(loginUserId: loginUserId)
        let profile = data(ProfileData.self)
        profile.users = Dictionary(uniqueKeysWithValues: users.map { ($0.id, $0) })
        profile.blogsByAuthor = blogs
        profile.blogLocations = Dictionary(
            blogs.flatMap { author, list in list.indices.map { (list[$0].id, (author: author, index: $0)) } },
            uniquingKeysWith: { first, _ in first })
        profile.drafts = drafts
        profile.pageSize = pageSize
    }

    /// Puts the blogs on the author's list, replacing what it held, as a later fetch then answers.
    public func fillBlogs(_ blogs: [Blog], of authorId: Int) {
        let profile = data(ProfileData.self)
        profile.blogsByAuthor[authorId] = blogs
        for (index, blog) in blogs.enumerated() { profile.blogLocations[blog.id] = (author: authorId, index: index) }
    }

    /// The author's blogs as the server holds them now.
    public func blogs(of authorId: Int) -> [Blog] { data(ProfileData.self).blogsByAuthor[authorId] ?? [] }

    /// A new blog on top of the author's list, as the author writes one while a person reads; the
    /// pages after it shift by one, so the next page lists again the last blog of the one before.
    public func putBlogOnTop(_ blog: Blog, of authorId: Int) {
        fillBlogs([blog] + blogs(of: authorId), of: authorId)
    }

    /// How many blogs a page holds.
    public var pageSize: Int { data(ProfileData.self).pageSize }

    /// The user with the id, as the server knows it now.
    func user(_ id: Int) -> User? { data(ProfileData.self).users[id] }

    public func fetchUserInfo(userId: Int, completion: @escaping APICompletion<User>) {
        answer(.userInfo(userId: userId), completion) {
            guard let user = user(userId) else { throw APIError(message: "用户不存在") }
            return user
        }
    }

    public func fetchUserBlogs(userId: Int, page: Int, completion: @escaping APICompletion<BlogPage>) {
        let profile = data(ProfileData.self)
        answer(.blogs(userId: userId, page: page), completion) {
            let all = profile.blogsByAuthor[userId] ?? []
            let start = min(page * profile.pageSize, all.count)
            let end = min(start + profile.pageSize, all.count)
            return BlogPage(blogs: Array(all[start..<end]), hasMore: end < all.count)
        }
    }

    public func fetchUserDrafts(userId: Int, completion: @escaping APICompletion<[Draft]>) {
        answer(.drafts(userId: userId), completion) {
            guard userId == loginUserId else { throw APIError(message: "无权查看草稿") }
            return data(ProfileData.self).drafts
        }
    }

    public func likeBlog(blogId: Int, completion: @escaping APICompletion<Void>) {
        let profile = data(ProfileData.self)
        answer(.like(blogId: blogId), completion) {
            guard let (author, index) = profile.blogLocations[blogId] else { throw APIError(message: "博客不存在") }
            guard profile.blogsByAuthor[author]?[index].isLiked == false else { throw APIError(message: "已经赞过了") }
            profile.blogsByAuthor[author]?[index].likeCount += 1
            profile.blogsByAuthor[author]?[index].isLiked = true
        }
    }

    public func follow(userId: Int, completion: @escaping APICompletion<Void>) {
        answer(.follow(userId: userId), completion) { try setFollowing(userId, true) }
    }

    public func unfollow(userId: Int, completion: @escaping APICompletion<Void>) {
        answer(.unfollow(userId: userId), completion) { try setFollowing(userId, false) }
    }

    private func setFollowing(_ userId: Int, _ isFollowing: Bool) throws {
        let profile = data(ProfileData.self)
        guard profile.users[userId] != nil else { throw APIError(message: "用户不存在") }
        profile.users[userId]?.isFollowing = isFollowing
    }
}

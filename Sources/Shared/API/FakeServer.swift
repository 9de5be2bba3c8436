/// The in-memory, deterministic server every test builds from the data it needs.
///
/// Nothing happens on a clock. Each answer is queued when its request is made and delivered by
/// ``deliverPending()``, which the test driver calls after every user action, the way a run loop
/// turns. A test can make an endpoint fail, hold its answers to look at in-flight states and
/// release them one by one, and read the log of every request.
@MainActor
public final class FakeServer: UserAPIManager, LoginAPIManager {
    /// How long a failure lasts.
    public enum Failure: Sendable {
        case once
        case untilCleared
    }

    /// Who is logged in: the user a draft list is shown to. A successful login changes it.
    public private(set) var loginUserId: Int
    public let pageSize: Int
    public private(set) var log: [Request] = []

    private var users: [Int: User]
    private var blogsByAuthor: [Int: [Blog]]
    /// Where each blog is, so a like costs the same whatever the number of blogs.
    private let blogLocations: [Int: (author: Int, index: Int)]
    private var drafts: [Draft]
    private let accounts: [String: Account]
    private var failures: [Request.Endpoint: (message: String, failure: Failure)] = [:]
    private var heldEndpoints: Set<Request.Endpoint> = []
    private var queue: [Answer] = []

    private struct Answer {
        let endpoint: Request.Endpoint
        let deliver: @MainActor () -> Void
    }

    public init(
        loginUserId: Int, users: [User], blogs: [Int: [Blog]] = [:], drafts: [Draft] = [], pageSize: Int = 10,
        accounts: [Account] = []
    ) {
        self.loginUserId = loginUserId
        self.users = Dictionary(uniqueKeysWithValues: users.map { ($0.id, $0) })
        self.blogsByAuthor = blogs
        blogLocations = Dictionary(
            blogs.flatMap { author, list in list.indices.map { (list[$0].id, (author: author, index: $0)) } },
            uniquingKeysWith: { first, _ in first })
        self.drafts = drafts
        self.pageSize = pageSize
        self.accounts = Dictionary(accounts.map { ($0.mobilePhone, $0) }, uniquingKeysWith: { first, _ in first })
    }

    // MARK: - Test controls

    /// Makes the endpoint's next answer (or every answer, until ``clearFailure(_:)``) fail with the message.
    public func fail(_ endpoint: Request.Endpoint, message: String, _ failure: Failure = .once) {
        failures[endpoint] = (message, failure)
    }

    public func clearFailure(_ endpoint: Request.Endpoint) {
        failures[endpoint] = nil
    }

    /// Keeps the endpoint's answers back until they are released.
    public func hold(_ endpoint: Request.Endpoint) {
        heldEndpoints.insert(endpoint)
    }

    /// Delivers the oldest held answer of the endpoint; returns false when none was waiting.
    @discardableResult
    public func releaseNext(_ endpoint: Request.Endpoint) -> Bool {
        guard let index = queue.firstIndex(where: { $0.endpoint == endpoint }) else { return false }
        queue.remove(at: index).deliver()
        return true
    }

    /// Delivers the newest held answer of the endpoint, so a later request can overtake an earlier
    /// one; returns false when none was waiting.
    @discardableResult
    public func releaseLatest(_ endpoint: Request.Endpoint) -> Bool {
        guard let index = queue.lastIndex(where: { $0.endpoint == endpoint }) else { return false }
        queue.remove(at: index).deliver()
        return true
    }

    /// Stops holding the endpoint; its waiting answers go out with the next delivery.
    public func stopHolding(_ endpoint: Request.Endpoint) {
        heldEndpoints.remove(endpoint)
    }

    /// How many answers of the endpoint are waiting.
    public func pendingCount(_ endpoint: Request.Endpoint) -> Int {
        queue.count { $0.endpoint == endpoint }
    }

    /// Delivers every answer that is not held, including those that the delivered ones cause,
    /// until none is left. Returns whether anything was delivered.
    @discardableResult
    public func deliverPending() -> Bool {
        var delivered = false
        while let index = queue.firstIndex(where: { !heldEndpoints.contains($0.endpoint) }) {
            queue.remove(at: index).deliver()
            delivered = true
        }
        return delivered
    }

    /// The requests made to one endpoint.
    public func requests(to endpoint: Request.Endpoint) -> [Request] {
        log.filter { $0.endpoint == endpoint }
    }

    // MARK: - UserAPIManager

    public func fetchUserInfo(userId: Int, completion: @escaping APICompletion<User>) {
        answer(.userInfo(userId: userId), completion) { server in
            guard let user = server.users[userId] else { throw APIError(message: "用户不存在") }
            return user
        }
    }

    public func fetchUserBlogs(userId: Int, page: Int, completion: @escaping APICompletion<BlogPage>) {
        answer(.blogs(userId: userId, page: page), completion) { server in
            let all = server.blogsByAuthor[userId] ?? []
            let start = min(page * server.pageSize, all.count)
            let end = min(start + server.pageSize, all.count)
            return BlogPage(blogs: Array(all[start..<end]), hasMore: end < all.count)
        }
    }

    public func fetchUserDrafts(userId: Int, completion: @escaping APICompletion<[Draft]>) {
        answer(.drafts(userId: userId), completion) { server in
            guard userId == server.loginUserId else { throw APIError(message: "无权查看草稿") }
            return server.drafts
        }
    }

    public func likeBlog(blogId: Int, completion: @escaping APICompletion<Void>) {
        answer(.like(blogId: blogId), completion) { server in
            guard let (author, index) = server.blogLocations[blogId] else { throw APIError(message: "博客不存在") }
            guard server.blogsByAuthor[author]?[index].isLiked == false else { throw APIError(message: "已经赞过了") }
            server.blogsByAuthor[author]?[index].likeCount += 1
            server.blogsByAuthor[author]?[index].isLiked = true
        }
    }

    public func follow(userId: Int, completion: @escaping APICompletion<Void>) {
        answer(.follow(userId: userId), completion) { server in
            try server.setFollowing(userId, true)
        }
    }

    public func unfollow(userId: Int, completion: @escaping APICompletion<Void>) {
        answer(.unfollow(userId: userId), completion) { server in
            try server.setFollowing(userId, false)
        }
    }

    // MARK: - LoginAPIManager

    public func login(mobilePhone: String, verifyCode: String, completion: @escaping APICompletion<User>) {
        answer(.login(mobilePhone: mobilePhone, verifyCode: verifyCode), completion) { server in
            guard let account = server.accounts[mobilePhone], let user = server.users[account.userId] else {
                throw APIError(message: "该手机号尚未注册")
            }
            guard account.verifyCode == verifyCode else { throw APIError(message: "验证码错误") }
            server.loginUserId = user.id
            return user
        }
    }

    public func fetchAvatarUrlString(mobilePhone: String, completion: @escaping APICompletion<String?>) {
        answer(.avatar(mobilePhone: mobilePhone), completion) { server in
            server.accounts[mobilePhone]?.avatarUrlString
        }
    }

    // MARK: - Private

    private func setFollowing(_ userId: Int, _ isFollowing: Bool) throws {
        guard users[userId] != nil else { throw APIError(message: "用户不存在") }
        users[userId]?.isFollowing = isFollowing
    }

    /// Logs the request, works out its result now (an injected failure first) and queues the answer.
    private func answer<Value>(
        _ request: Request,
        _ completion: @escaping APICompletion<Value>,
        _ work: (FakeServer) throws -> Value
    ) {
        log.append(request)
        let result: Result<Value, APIError>
        if let (message, failure) = failures[request.endpoint] {
            if failure == .once { failures[request.endpoint] = nil }
            result = .failure(APIError(message: message))
        } else {
            do { result = .success(try work(self)) } catch {
                result = .failure(error as? APIError ?? APIError(message: "\(error)"))
            }
        }
        queue.append(Answer(endpoint: request.endpoint) { completion(result) })
    }
}

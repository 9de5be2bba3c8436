/// One request as the fake server logs it.
public enum Request: Equatable, Sendable, CustomStringConvertible {
    case userInfo(userId: Int)
    case blogs(userId: Int, page: Int)
    case drafts(userId: Int)
    case like(blogId: Int)
    case follow(userId: Int)
    case unfollow(userId: Int)
    case login(mobilePhone: String, verifyCode: String)
    case avatar(mobilePhone: String)

    /// Which endpoint the request went to, for failing or holding all of that endpoint's answers.
    public enum Endpoint: String, CaseIterable, Sendable {
        case userInfo, blogs, drafts, like, follow, unfollow, login, avatar
    }

    public var endpoint: Endpoint {
        switch self {
        case .userInfo: .userInfo
        case .blogs: .blogs
        case .drafts: .drafts
        case .like: .like
        case .follow: .follow
        case .unfollow: .unfollow
        case .login: .login
        case .avatar: .avatar
        }
    }

    public var description: String {
        switch self {
        case .userInfo(let userId): "userInfo(\(userId))"
        case .blogs(let userId, let page): "blogs(\(userId), page \(page))"
        case .drafts(let userId): "drafts(\(userId))"
        case .like(let blogId): "like(\(blogId))"
        case .follow(let userId): "follow(\(userId))"
        case .unfollow(let userId): "unfollow(\(userId))"
        case .login(let mobilePhone, let verifyCode): "login(\(mobilePhone), \(verifyCode))"
        case .avatar(let mobilePhone): "avatar(\(mobilePhone))"
        }
    }
}

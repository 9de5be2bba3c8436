import Foundation
import Shared

/// The data the specs build their fake servers from: the profile's here, each other screen's in
/// its own folder (`Login/Fixture+Login.swift`).
public enum Fixture {
    public static let loginUserId = 1
    public static let otherUserId = 2
    /// A user who filled in nothing and whom the login user already follows.
    public static let blankUserId = 3

    public static let users = [
        User(id: loginUserId, name: "Me", summary: "写代码的", iconName: "me.png", blogCount: 25, friendCount: 3),
        User(id: otherUserId, name: "Alice", summary: "爱旅行", iconName: "alice.png", blogCount: 25, friendCount: 7),
        User(id: blankUserId, name: "", isFollowing: true),
    ]

    /// `count` blogs of the author: ids from ``blogId(author:index:)``, titles "Blog i", i likes each.
    public static func blogs(of authorId: Int, count: Int) -> [Blog] {
        let name = users.first { $0.id == authorId }?.name ?? ""
        return (0..<count).map {
            Blog(id: blogId(author: authorId, index: $0), authorName: name, title: "Blog \($0)", likeCount: $0)
        }
    }

    /// The id of the author's blog at the index, unique for up to a million blogs per author.
    public static func blogId(author: Int, index: Int) -> Int {
        author * 1_000_000 + index
    }

    /// A blog the author has just written, with an id no blog of theirs has yet.
    @MainActor
    public static func newBlog(on server: FakeServer, of authorId: Int) -> Blog {
        let id = (server.blogs(of: authorId).map(\.id).max() ?? blogId(author: authorId, index: 0)) + 1
        let name = users.first { $0.id == authorId }?.name ?? ""
        return Blog(id: id, authorName: name, title: "New \(id % 1_000_000)", likeCount: 0)
    }

    public static let drafts = [
        // 2023-11-14 22:13:20 and 2023-12-31 23:59:59 in UTC: both already the next day on the
        // robot's device (``ProfileScreen/deviceTimeZone``), so a formatter without its zone shows it.
        Draft(id: 1, title: "Draft A", editDate: Date(timeIntervalSince1970: 1_700_000_000)),
        Draft(id: 2, title: "Draft B", editDate: Date(timeIntervalSince1970: 1_704_067_199)),
    ]

    /// A server where every user has `blogCount` blogs (25: two full pages and a half one) and the
    /// login user has `drafts`; no one can log in (``loginServer(blogCount:)``).
    @MainActor
    public static func server(
        blogCount: Int = 25, pageSize: Int = 10, drafts: [Draft] = drafts, users: [User] = users
    ) -> FakeServer {
        FakeServer(
            loginUserId: loginUserId, users: users,
            blogs: Dictionary(uniqueKeysWithValues: users.map { ($0.id, blogs(of: $0.id, count: blogCount)) }),
            drafts: drafts, pageSize: pageSize)
    }
}

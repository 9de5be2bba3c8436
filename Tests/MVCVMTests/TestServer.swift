import Foundation
import Shared

/// The fake server the view models talk to, with 25 blogs by user 2 ("Blog i", i likes each) and
/// two drafts of the login user 1, whose phone number 13800138000 logs in with 1234: no UI, because a view model needs none.
@MainActor
func makeServer(blogCount: Int = 25) -> FakeServer {
    FakeServer(
        loginUserId: 1,
        users: [
            User(id: 1, name: "Me"),
            User(id: 2, name: "Alice", summary: "爱旅行", iconName: "alice.png", blogCount: 25, friendCount: 7),
            User(id: 3, name: "", isFollowing: true),
        ],
        blogs: [
            2: (0..<blogCount).map { Blog(id: 2000 + $0, authorName: "Alice", title: "Blog \($0)", likeCount: $0) }
        ],
        drafts: [Draft(id: 1, title: "Draft", editDate: Date(timeIntervalSince1970: 1_704_067_199))],
        accounts: [Account(mobilePhone: "13800138000", verifyCode: "1234", userId: 1, avatarUrlString: "me.png")])
}

/// The fake server of the cart tests: 火车 ×1, 飞机 ×2, 跑车 ×5, and 滑板 ×199, one below the limit.
@MainActor
func makeCartServer() -> FakeServer {
    let server = FakeServer(loginUserId: 1)
    server.fillCart([
        CartItem(id: 1, name: "火车", count: 1), CartItem(id: 2, name: "飞机", count: 2),
        CartItem(id: 3, name: "跑车", count: 5), CartItem(id: 4, name: "滑板", count: 199),
    ])
    return server
}

/// The fake server of the system messages tests: 101 unread with two lines of content, 102 read
/// with one.
@MainActor
func makeMessagesServer() -> FakeServer {
    let server = FakeServer(loginUserId: 1)
    server.fillSystemMessages([
        SystemMessageModel(
            messageID: 101, author: "安全中心", title: "账户安全", content: String(repeating: "您的账户在新设备登录", count: 3),
            publishedTime: "2016-03-08 20:30", isRead: false),
        SystemMessageModel(
            messageID: 102, author: "运营", title: "活动提醒", content: "周末活动报名开始啦", publishedTime: "2016-03-9 9:05",
            isRead: true),
    ])
    return server
}

/// The fake server of the goods tests: one banner, and three goods two a page, one for each
/// freight: 台灯 sent free by the verified seller 101921, 书架 at a fee of 8 by seller 7 who is not
/// verified and has no avatar, 沙发 to be agreed.
@MainActor
func makeGoodsServer() -> FakeServer {
    let server = FakeServer(loginUserId: 1)
    server.fillGoodsHome(
        banners: ["banner.a"],
        goods: [
            Goods(
                goodsId: 1, title: "台灯", price: "9.9", expressType: .free, userId: 101_921, avatar: "bob.png",
                nickName: "Bob", iszm: true, location: "西湖"),
            Goods(
                goodsId: 2, title: "书架", price: "50", expressType: .value, expressFee: "8", userId: 7, avatar: "",
                nickName: "Ann", iszm: false, location: "滨江"),
            Goods(
                goodsId: 3, title: "沙发", price: "300", expressType: .feeding, userId: 101_921, avatar: "bob.png",
                nickName: "Bob", iszm: true, location: "西湖"),
        ], pageSize: 2)
    return server
}

/// The fake server of the friend and follow tests: the login user 1's friends Alice (friends, a VIP
/// with 3 in common), 小李 (no avatar, no signature, not friends) and 阿明 (asked); their follows Ada
/// (followed) and 小周 (not followed).
@MainActor
func makeFriendsServer() -> FakeServer {
    let server = FakeServer(loginUserId: 1)
    server.fillFriends(
        of: 1,
        friends: [
            Friend(
                userId: 2, nickname: "Alice", avatar: "alice.png", signature: "爱旅行", level: 1,
                commonFriendCount: 3, friendState: .friend),
            Friend(userId: 11, nickname: "小李"),
            Friend(userId: 12, nickname: "阿明", avatar: "ming.png", signature: "天天开心", friendState: .pending),
        ],
        follows: [
            Friend(userId: 14, nickname: "Ada", avatar: "ada.png", signature: "Swift", followState: true),
            Friend(userId: 15, nickname: "小周", level: 3, commonFriendCount: 5),
        ])
    return server
}

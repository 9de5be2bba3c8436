import Foundation
import HeadlessUIKit
import Scenario
import Shared

/// The seed's `UserVC`: one view controller fetches everything, keeps every array, answers both
/// tables with `if tableView == self.blogTableView … else …`, and handles the own profile with an
/// `if self.userId != LoginUserId` branch. It works; it is what the three modules replace.
public final class UserVC: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let userId: Int
    private let api: any UserAPIManager
    private let loginUserId: Int
    private let asksBeforeUnfollow: Bool
    private let friendsEnvironment: FriendsEnvironment

    private let userInfoView = UIView(identifier: "userInfo")
    private let friendListButton = UIButton(identifier: "userInfo.friendList")
    private let followListButton = UIButton(identifier: "userInfo.followList")
    private let userIconButton = UIButton(identifier: "userInfo.icon")
    private let userNameLabel = UILabel(identifier: "userInfo.name")
    private let userSummaryLabel = UILabel(identifier: "userInfo.summary")
    private let blogCountLabel = UILabel(identifier: "userInfo.blogCount")
    private let friendCountLabel = UILabel(identifier: "userInfo.friendCount")
    private let followButton = UIButton(identifier: "userInfo.follow")
    private let switchButton = UISegmentedControl(items: ["博客", "草稿"], identifier: "listSwitch")
    private let blogTableView = UITableView(identifier: "blogList")
    private let draftTableView = UITableView(identifier: "draftList")

    private var user: User?
    private var isFollowing = false
    private var blogs: [Blog] = []
    /// The rows that list each blog: a page can list again a blog an earlier page did.
    private var rowsOfBlog: [Int: [Int]] = [:]
    private var drafts: [Draft] = []
    private var nextPage = 0
    private var hasMore = true
    private var isLoadingBlogs = false
    private var blogsGeneration = 0
    private var likingBlogIds: Set<Int> = []
    /// Blogs whose like the server accepted: a page read before the like cannot undo it.
    private var likedBlogIds: Set<Int> = []

    init(userId: Int, environment: ProfileEnvironment) {
        self.userId = userId
        api = environment.api
        loginUserId = environment.loginUserId
        asksBeforeUnfollow = environment.asksBeforeUnfollow
        friendsEnvironment = environment.friendsEnvironment
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "用户详情"
        for subview in [
            userIconButton, userNameLabel, userSummaryLabel, blogCountLabel, friendCountLabel, followButton,
            friendListButton, followListButton,
        ] {
            userInfoView.addSubview(subview)
        }
        friendListButton.setTitle("好友列表", for: .normal)
        followListButton.setTitle("关注列表", for: .normal)
        friendListButton.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                navigationController?.pushViewController(
                    MassiveMVCArchitecture.makeFriendListScreen(userId: userId, environment: friendsEnvironment),
                    animated: true)
            }, for: .touchUpInside)
        followListButton.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                navigationController?.pushViewController(
                    MassiveMVCArchitecture.makeFollowListScreen(userId: userId, environment: friendsEnvironment),
                    animated: true)
            }, for: .touchUpInside)
        view.addSubview(userInfoView)
        view.addSubview(blogTableView)
        followButton.isHidden = true
        userIconButton.addAction(UIAction { [weak self] _ in self?.onClickIcon() }, for: .touchUpInside)
        followButton.addAction(UIAction { [weak self] _ in self?.onClickFollow() }, for: .touchUpInside)
        blogTableView.dataSource = self
        blogTableView.delegate = self
        blogTableView.register(BlogCell.self, forCellReuseIdentifier: "BlogCell")
        blogTableView.header = RefreshHeader { [weak self] in self?.fetchBlogs(page: 0) }
        blogTableView.footer = RefreshFooter { [weak self] in self?.loadMoreBlogs() }
        blogTableView.footer?.setTitle("没有更多了", for: .noMoreData)
        if userId == loginUserId {
            view.addSubview(switchButton)
            view.addSubview(draftTableView)
            draftTableView.isHidden = true
            draftTableView.dataSource = self
            draftTableView.delegate = self
            draftTableView.register(DraftCell.self, forCellReuseIdentifier: "DraftCell")
            switchButton.addAction(
                UIAction { [weak self] _ in
                    guard let self else { return }
                    blogTableView.isHidden = switchButton.selectedSegmentIndex != 0
                    draftTableView.isHidden = switchButton.selectedSegmentIndex != 1
                }, for: .valueChanged)
        }

        fetchUserInfo()
        MBProgressHUD.showAdded(to: view, animated: true)
        fetchBlogs(page: 0) { [weak self] in
            guard let self else { return }
            MBProgressHUD.hide(for: view, animated: true)
        }
        if userId == loginUserId { fetchDrafts() }
    }

    // MARK: - User info and drafts

    private func fetchUserInfo() {
        api.fetchUserInfo(userId: userId) { [weak self] result in
            guard let self else { return }
            switch result {
            case .failure(let error):
                userInfoView.showError(error.message) { [weak self] in self?.fetchUserInfo() }
            case .success(let user):
                userInfoView.hideError()
                self.user = user
                userIconButton.setImage(UIImage(named: user.iconName.isEmpty ? "icon0" : user.iconName), for: .normal)
                userNameLabel.text = user.name.isEmpty ? "匿名" : user.name
                userSummaryLabel.text = "个人简介: " + (user.summary.isEmpty ? "这个人很懒, 什么也没有写~" : user.summary)
                blogCountLabel.text = "作品: \(user.blogCount)"
                friendCountLabel.text = "好友: \(user.friendCount)"
                if userId != loginUserId {
                    followButton.isHidden = false
                    setFollowing(user.isFollowing)
                }
            }
        }
    }

    private func fetchDrafts() {
        api.fetchUserDrafts(userId: userId) { [weak self] result in
            guard let self else { return }
            switch result {
            case .failure(let error):
                draftTableView.showError(error.message) { [weak self] in self?.fetchDrafts() }
            case .success(let drafts):
                draftTableView.hideError()
                self.drafts = drafts
                draftTableView.reloadData()
            }
        }
    }

    // MARK: - Blogs

    private func loadMoreBlogs() {
        guard hasMore, !isLoadingBlogs else { return }
        fetchBlogs(page: nextPage)
    }

    private func fetchBlogs(page: Int, completion: (@MainActor () -> Void)? = nil) {
        if page == 0 { blogsGeneration += 1 }
        let generation = blogsGeneration
        isLoadingBlogs = true
        api.fetchUserBlogs(userId: userId, page: page) { [weak self] result in
            guard let self else { return }
            defer { completion?() }
            guard generation == blogsGeneration else { return }
            isLoadingBlogs = false
            if page == 0 { blogTableView.header?.endRefreshing() }
            defer {
                if hasMore {
                    blogTableView.footer?.endRefreshing()
                } else {
                    blogTableView.footer?.endRefreshingWithNoMoreData()
                }
            }
            switch result {
            case .failure(let error):
                blogTableView.showError(error.message)
            case .success(let blogPage):
                blogTableView.hideError()
                if page == 0 {
                    blogs.removeAll()
                    rowsOfBlog.removeAll()
                }
                for blog in blogPage.blogs {
                    var shown = blog
                    if likedBlogIds.contains(blog.id), !blog.isLiked {
                        shown.likeCount += 1
                        shown.isLiked = true
                    }
                    rowsOfBlog[blog.id, default: []].append(blogs.count)
                    blogs.append(shown)
                    // Every row of the blog shows the newest copy the server sent.
                    for row in rowsOfBlog[blog.id] ?? [] { blogs[row] = shown }
                }
                nextPage = page + 1
                hasMore = blogPage.hasMore
                blogTableView.reloadData()
            }
        }
    }

    /// The controller keeps the page as a flat array of models, and a cell's like comes with the
    /// row it was configured for, as `didSelectRowAtIndexPath` does.
    private func like(row: Int) {
        let blogId = blogs[row].id
        guard !likingBlogIds.contains(blogId), !blogs[row].isLiked else { return }
        likingBlogIds.insert(blogId)
        for cell in cellsShowing(blogId) { cell.isLiking = true }
        api.likeBlog(blogId: blogId) { [weak self] result in
            guard let self else { return }
            likingBlogIds.remove(blogId)
            let cells = cellsShowing(blogId)
            for cell in cells { cell.isLiking = false }
            switch result {
            case .success:
                likedBlogIds.insert(blogId)
                // The rows that list it now: a refresh may have moved it, or brought it back liked.
                for index in rowsOfBlog[blogId] ?? [] where !blogs[index].isLiked {
                    blogs[index].likeCount += 1
                    blogs[index].isLiked = true
                }
                if let row = rowsOfBlog[blogId]?.first { for cell in cells { cell.blog = blogs[row] } }
            case .failure:
                view.makeToast("点赞失败")
            }
        }
    }

    private func cellsShowing(_ blogId: Int) -> [BlogCell] {
        blogTableView.visibleCells.compactMap { $0 as? BlogCell }.filter { $0.blog?.id == blogId }
    }

    // MARK: - User info and follow

    private func onClickIcon() {
        guard let user else { return }
        navigationController?.pushViewController(UserDetailViewController(user: user), animated: true)
    }

    private func onClickFollow() {
        if !isFollowing {
            setFollowing(true)
            followButton.isEnabled = false
            api.follow(userId: userId) { [weak self] result in
                guard let self else { return }
                followButton.isEnabled = true
                if case .failure = result { setFollowing(false) }
            }
            return
        }
        guard asksBeforeUnfollow else { return unfollow() }
        let alert = UIAlertController(title: nil, message: "确定不再关注?", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "取消", style: .cancel))
        alert.addAction(UIAlertAction(title: "确定", style: .destructive) { [weak self] _ in self?.unfollow() })
        present(alert, animated: true)
    }

    private func unfollow() {
        setFollowing(false)
        followButton.isEnabled = false
        api.unfollow(userId: userId) { [weak self] result in
            guard let self else { return }
            followButton.isEnabled = true
            if case .failure = result { setFollowing(true) }
        }
    }

    private func setFollowing(_ following: Bool) {
        isFollowing = following
        followButton.setTitle(following ? "已关注" : "+关注", for: .normal)
    }

    // MARK: - UITableViewDataSource && Delegate

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tableView === blogTableView ? blogs.count : drafts.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if tableView === blogTableView {
            let cell = tableView.dequeueReusableCell(withIdentifier: "BlogCell", for: indexPath) as! BlogCell
            let blog = blogs[indexPath.row]
            cell.blog = blog
            cell.isLiking = likingBlogIds.contains(blog.id)
            cell.didClickLikeHandler = { [weak self] in self?.like(row: indexPath.row) }
            return cell
        } else {
            let cell = tableView.dequeueReusableCell(withIdentifier: "DraftCell", for: indexPath) as! DraftCell
            cell.draft = drafts[indexPath.row]
            return cell
        }
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if tableView === blogTableView {
            navigationController?.pushViewController(
                BlogDetailViewController(blog: blogs[indexPath.row]), animated: true)
        } else {
            navigationController?.pushViewController(
                DraftDetailViewController(draft: drafts[indexPath.row]), animated: true)
        }
    }
}

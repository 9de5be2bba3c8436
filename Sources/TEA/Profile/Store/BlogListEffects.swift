import Shared

/// Runs the blog list's requests; the toast and opening a blog are the scene's.
@MainActor
public struct BlogListEffects {
    let api: any UserAPIManager

    public init(api: any UserAPIManager) {
        self.api = api
    }

    public func run(_ command: BlogListState.Command, send: @escaping @MainActor (BlogListState.Message) -> Void) {
        switch command {
        case .fetchFirstPage(let kind, let userId, let generation):
            api.fetchUserBlogs(userId: userId, page: 0) {
                send(.firstPageLoaded(kind, generation: generation, $0.answer))
            }
        case .fetchPage(let userId, let page, let generation):
            api.fetchUserBlogs(userId: userId, page: page) {
                send(.pageLoaded(page: page, generation: generation, $0.answer))
            }
        case .like(let blogId):
            api.likeBlog(blogId: blogId) { send(.likeAnswered(blogId: blogId, succeeded: (try? $0.get()) != nil)) }
        case .toast, .openBlog:
            break
        }
    }
}

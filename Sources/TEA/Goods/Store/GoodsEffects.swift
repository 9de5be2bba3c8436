import Shared

/// Runs the home page's requests; the toast and opening screens are the scene's.
@MainActor
public struct GoodsEffects {
    let api: any GoodsAPIManager

    public init(api: any GoodsAPIManager) {
        self.api = api
    }

    public func run(_ command: GoodsState.Command, send: @escaping @MainActor (GoodsState.Message) -> Void) {
        switch command {
        case .fetchBanners:
            api.fetchBanners { send(.bannersLoaded($0.answer)) }
        case .fetchPage(let page, let generation, let isRefresh):
            api.fetchGoods(page: page) {
                send(.pageLoaded(page: page, generation: generation, isRefresh: isRefresh, $0.answer))
            }
        case .like(let goodsId):
            api.likeGoods(goodsId: goodsId) { send(.likeAnswered(goodsId: goodsId, succeeded: (try? $0.get()) != nil)) }
        case .toast, .openDetail, .openProfile, .openLocation, .openComments:
            break
        }
    }
}

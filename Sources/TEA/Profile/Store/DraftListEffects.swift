import Shared

/// Runs the draft list's request; opening a draft is the scene's.
@MainActor
public struct DraftListEffects {
    let api: any UserAPIManager

    public init(api: any UserAPIManager) {
        self.api = api
    }

    public func run(_ command: DraftListState.Command, send: @escaping @MainActor (DraftListState.Message) -> Void) {
        switch command {
        case .fetchDrafts(let userId):
            api.fetchUserDrafts(userId: userId) { send(.fetched($0.answer)) }
        case .openDraft:
            break
        }
    }
}

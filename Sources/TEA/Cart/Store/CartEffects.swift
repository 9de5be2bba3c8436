import Shared

/// Runs the cart's requests over the shared API and answers each with a message; the toast is the
/// view's, which the scene runs.
@MainActor
public struct CartEffects {
    let api: any CartAPIManager

    public init(api: any CartAPIManager) {
        self.api = api
    }

    public func run(_ command: CartState.Command, send: @escaping @MainActor (CartState.Message) -> Void) {
        switch command {
        case .fetchCart:
            api.fetchCart { send(.loaded($0.answer)) }
        case .updateCount(let itemId, let count):
            api.updateCartItem(itemId: itemId, count: count) {
                send(.changed(itemId: itemId, succeeded: (try? $0.get()) != nil))
            }
        case .deleteItem(let itemId):
            api.deleteCartItem(itemId: itemId) { send(.deleted(itemId: itemId, succeeded: (try? $0.get()) != nil)) }
        case .toast:
            break
        }
    }
}

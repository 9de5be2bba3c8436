/// The cart's data on the fake server: the login user's items, in order.
final class CartData: ServerData {
    var items: [CartItem] = []

    required init() {}
}

/// The cart's endpoints.
extension FakeServer: CartAPIManager {
    /// Puts the items in the login user's cart, replacing what it held.
    public func fillCart(_ items: [CartItem]) {
        data(CartData.self).items = items
    }

    /// The cart as the server holds it now.
    public var cartItems: [CartItem] { data(CartData.self).items }

    public func fetchCart(completion: @escaping APICompletion<[CartItem]>) {
        answer(.cart, completion) { data(CartData.self).items }
    }

    public func updateCartItem(itemId: Int, count: Int, completion: @escaping APICompletion<Void>) {
        let cart = data(CartData.self)
        answer(.updateCartItem(itemId: itemId, count: count), completion) {
            guard let index = cart.items.firstIndex(where: { $0.id == itemId }) else {
                throw APIError(message: "购物车里没有这件商品")
            }
            guard (1...CartItem.maximumCount).contains(count) else { throw APIError(message: "数量不对") }
            cart.items[index].count = count
        }
    }

    public func deleteCartItem(itemId: Int, completion: @escaping APICompletion<Void>) {
        let cart = data(CartData.self)
        answer(.deleteCartItem(itemId: itemId), completion) {
            guard let index = cart.items.firstIndex(where: { $0.id == itemId }) else {
                throw APIError(message: "购物车里没有这件商品")
            }
            cart.items.remove(at: index)
        }
    }
}

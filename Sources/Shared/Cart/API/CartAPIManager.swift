/// The cart's server, as every architecture sees it: completion handlers, an answer never inside
/// the call. 003's demo changes its array in memory; here each change is a request that can fail.
@MainActor
public protocol CartAPIManager: AnyObject {
    /// The login user's cart, in its order.
    func fetchCart(completion: @escaping APICompletion<[CartItem]>)
    /// Sets the item's count (1 to 200).
    func updateCartItem(itemId: Int, count: Int, completion: @escaping APICompletion<Void>)
    /// Removes the item from the cart.
    func deleteCartItem(itemId: Int, completion: @escaping APICompletion<Void>)
}

extension Request.Endpoint {
    public static let cart = Self(rawValue: "cart")
    public static let updateCartItem = Self(rawValue: "updateCartItem")
    public static let deleteCartItem = Self(rawValue: "deleteCartItem")
}

/// The cart's requests.
extension Request {
    public static let cart = Self(.cart, "cart")
    public static func updateCartItem(itemId: Int, count: Int) -> Self {
        Self(.updateCartItem, "updateCartItem(\(itemId), \(count))")
    }
    public static func deleteCartItem(itemId: Int) -> Self { Self(.deleteCartItem, "deleteCartItem(\(itemId))") }
}

/// An item of the login user's cart, as 003's `Model` (name, imageUrl, num): what a row shows.
public struct CartItem: Sendable, Equatable, Identifiable {
    public let id: Int
    public let name: String
    public let imageUrl: String
    /// From 1 to ``maximumCount``.
    public var count: Int

    /// 003's cell stops adding at 200 (`if ([self.numLabel.text intValue]>=200) {return;}`).
    public static let maximumCount = 200

    public init(id: Int, name: String, imageUrl: String = "", count: Int) {
        self.id = id
        self.name = name
        self.imageUrl = imageUrl
        self.count = count
    }
}

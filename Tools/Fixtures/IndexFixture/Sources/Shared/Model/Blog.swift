public struct Blog {
    public var title: String
    public init(title: String) { self.title = title }
}

public struct APIError: Error {
    public let message: String
}

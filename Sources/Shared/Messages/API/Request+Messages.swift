extension Request.Endpoint {
    public static let systemMessages = Self(rawValue: "systemMessages")
    public static let readMessage = Self(rawValue: "readMessage")
}

/// The system messages' requests.
extension Request {
    public static let systemMessages = Self(.systemMessages, "systemMessages")
    public static func readMessage(_ messageID: Int) -> Self { Self(.readMessage, "readMessage(\(messageID))") }
}

/// One request as the fake server logs it: the endpoint it went to, and its parameters as text.
/// Each screen declares its own requests (`Request+Profile.swift`, `Request+Login.swift`), so a
/// screen added to the package adds files and changes none of the others'.
public struct Request: Equatable, Sendable, CustomStringConvertible {
    public let endpoint: Endpoint
    /// The request as the log shows it, for example `blogs(2, page 0)`.
    public let description: String

    public init(_ endpoint: Endpoint, _ description: String) {
        self.endpoint = endpoint
        self.description = description
    }

    /// Which endpoint a request went to, for failing or holding all of that endpoint's answers.
    public struct Endpoint: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }

        public var description: String { rawValue }
    }
}

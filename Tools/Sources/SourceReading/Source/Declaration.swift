/// A type the package declares, or an extension of one, with what its code names.
public struct Declaration: Equatable, Sendable {
    /// The keyword that declares it; `topLevel` stands for a file's code outside any type, which
    /// the compiler's index sees and the coupling graph counts as a node of its own.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case `class`, `struct`, `enum`, `protocol`, `actor`, `extension`
        case topLevel = "top level"
    }

    public let kind: Kind
    public let name: String
    /// The enclosing type's name for a nested type.
    public let parent: String?
    public let line: Int
    /// The line of the closing brace (the declaration line until the body is read).
    public internal(set) var endLine: Int
    /// The identifiers named from the declaration keyword to the closing brace, nested types excluded.
    public var references: [Reference]

    /// One identifier as written, and whether a `.` came right before it (`Request.Endpoint`).
    public struct Reference: Equatable, Sendable {
        public let name: String
        public let line: Int
        public let isMember: Bool
    }
}

/// A piece of code the lexer found outside comments and string text: an identifier (with
/// backticks removed), a `#` directive or macro name, a number, or one punctuation character.
public struct Token: Equatable, Sendable {
    /// What sort of code the token is.
    public enum Kind: Sendable {
        case identifier, pound, number, punctuation
    }

    public let kind: Kind
    public let text: String
    /// 1-based.
    public let line: Int
    /// Where the token stands in the source, in Unicode scalars, backticks included: what a tool
    /// that rewrites one token (`mvx mutate`) replaces.
    public let range: Range<Int>

    public init(_ kind: Kind, _ text: String, line: Int, range: Range<Int>) {
        self.kind = kind
        self.text = text
        self.line = line
        self.range = range
    }
}

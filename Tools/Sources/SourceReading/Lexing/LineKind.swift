/// What one source line is, by the rule REPORT.md states: code if any token of code is on it
/// (the text of a string literal counts as code), comment if it holds only comment text, blank
/// otherwise (a blank line inside a block comment is blank).
public enum LineKind: String, Codable, Sendable {
    case code, comment, blank
}

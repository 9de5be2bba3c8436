/// One planted bug: a single edit to one line of one file, named so that the same code always
/// gives the same mutants under the same names.
public struct Mutant: Equatable, Sendable {
    /// Relative to the package root, for example `Sources/MVC/Profile/View/BlogCell.swift`.
    public let path: String
    /// 1-based.
    public let line: Int
    public let mutationOperator: MutationOperator
    /// Which of the operator's mutants on this line, from 1, left to right.
    public let ordinal: Int
    /// What the edit replaces, in Unicode scalars of the file.
    public let range: Range<Int>
    public let replacement: String
    /// The line before and after the edit, trimmed, as MUTATION.md shows them.
    public let originalLine: String
    public let mutatedLine: String

    /// `path:line:operator`, with `#n` for the n-th mutant of the operator on the line.
    public var id: String {
        "\(path):\(line):\(mutationOperator.rawValue)" + (ordinal > 1 ? "#\(ordinal)" : "")
    }

    /// What names the mutant across edits elsewhere in its file: its path, operator and lines, not
    /// its line number. Reviews (EQUIVALENT_MUTANTS.md) and re-runs of survivors match on it.
    public var lineKey: String {
        Self.lineKey(
            path: path, mutationOperator: mutationOperator.rawValue, original: originalLine, mutated: mutatedLine)
    }

    public static func lineKey(path: String, mutationOperator: String, original: String, mutated: String) -> String {
        [path, mutationOperator, original, mutated].joined(separator: "\u{0}")
    }

    /// The file's text with the edit made.
    public func apply(to text: String) -> String {
        var scalars = Array(text.unicodeScalars)
        scalars.replaceSubrange(range, with: Array(replacement.unicodeScalars))
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }
}

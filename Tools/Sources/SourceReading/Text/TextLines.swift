/// A text as lines, the way diffs see it: split at line ends, a final line end closing the last
/// line rather than starting an empty one.
public enum TextLines {
    public static func split(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The lines joined, each ended by a line end.
    public static func join(_ lines: [String]) -> String {
        lines.map { $0 + "\n" }.joined()
    }
}

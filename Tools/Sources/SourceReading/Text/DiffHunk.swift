/// One hunk of a unified diff: where it starts in each text (1-based, as `diff -u` numbers
/// lines) and its lines, each kept, removed or added.
public struct DiffHunk: Equatable, Sendable {
    public enum Line: Equatable, Sendable {
        case context(String)
        case removed(String)
        case added(String)

        /// The line as a diff writes it: a space, a minus or a plus, then the text.
        public var rendered: String {
            switch self {
            case .context(let text): " " + text
            case .removed(let text): "-" + text
            case .added(let text): "+" + text
            }
        }
    }

    /// The first line of the hunk in the old text; for a hunk that only adds to an empty text,
    /// the line after which it adds (0).
    public let oldStart: Int
    public let newStart: Int
    public let lines: [Line]

    public init(oldStart: Int, newStart: Int, lines: [Line]) {
        self.oldStart = oldStart
        self.newStart = newStart
        self.lines = lines
    }

    /// The lines the hunk expects in the old text: its context and removed lines, in order.
    public var oldLines: [String] {
        lines.compactMap {
            switch $0 {
            case .context(let text), .removed(let text): text
            case .added: nil
            }
        }
    }

    /// The lines the hunk leaves in the new text.
    public var newLines: [String] {
        lines.compactMap {
            switch $0 {
            case .context(let text), .added(let text): text
            case .removed: nil
            }
        }
    }

    /// `@@ -a,b +c,d @@`.
    public var header: String {
        "@@ -\(oldStart),\(oldLines.count) +\(newStart),\(newLines.count) @@"
    }
}

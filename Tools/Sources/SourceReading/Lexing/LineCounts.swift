/// Code, comment and blank lines of a file or of a group of files.
public struct LineCounts: Codable, Equatable, Sendable {
    public var code = 0
    public var comment = 0
    public var blank = 0

    public init(code: Int = 0, comment: Int = 0, blank: Int = 0) {
        self.code = code
        self.comment = comment
        self.blank = blank
    }

    public init(_ kinds: [LineKind]) {
        for kind in kinds {
            switch kind {
            case .code: code += 1
            case .comment: comment += 1
            case .blank: blank += 1
            }
        }
    }

    public var total: Int { code + comment + blank }

    public static func + (lhs: LineCounts, rhs: LineCounts) -> LineCounts {
        LineCounts(code: lhs.code + rhs.code, comment: lhs.comment + rhs.comment, blank: lhs.blank + rhs.blank)
    }
}

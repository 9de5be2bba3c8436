/// The survivors a person has read and judged unable to change behaviour, from the table in
/// EQUIVALENT_MUTANTS.md. A survivor matches a row by file, operator, line and mutated line (not by
/// line number, so a review survives edits elsewhere in the file); it is still listed in
/// MUTATION.md, with the row's reason, and only left out of the score.
public struct EquivalentMutants: Sendable {
    private var reasons: [String: String] = [:]

    public init(markdown: String) {
        for line in markdown.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = MarkdownCells.split(String(line)).map(MarkdownCells.unquote)
            guard cells.count == 5 else { continue }
            reasons[Mutant.lineKey(path: cells[0], mutationOperator: cells[1], original: cells[2], mutated: cells[3])] =
                cells[4]
        }
    }

    public var count: Int { reasons.count }

    /// The reviewed reason, if the mutant is a known equivalent.
    public func reason(for mutant: Mutant) -> String? {
        reasons[mutant.lineKey]
    }

    /// The reviewed reason for a mutant named by its `Mutant.lineKey`.
    public func reason(forKey key: String) -> String? {
        reasons[key]
    }

    /// The table row that would mark the survivor equivalent, for a person to complete with a reason.
    public static func row(for result: MutantResult, reason: String) -> String {
        "| "
            + [result.path, result.mutationOperator.rawValue, result.originalLine, result.mutatedLine]
            .map(MarkdownCells.code).joined(separator: " | ") + " | \(reason) |"
    }
}

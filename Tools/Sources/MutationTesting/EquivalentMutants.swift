/// The survivors a person has read and judged unable to change behaviour, from
/// EQUIVALENT_MUTANTS.md: a heading per file, then an item per mutant with its reason. A survivor
/// matches an item by file, operator, line and mutated line (not by line number, so a review
/// survives edits elsewhere in the file); it is still listed in MUTATION.md, with the item's
/// reason, and only left out of the score.
public struct EquivalentMutants: Sendable {
    private var reasons: [String: String] = [:]

    public init(markdown: String) {
        var file: String?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#") {
                var heading = line.drop { $0 == "#" || $0 == " " }
                file = MutantBullet.readCode(&heading).flatMap { heading.isEmpty ? $0 : nil }
                continue
            }
            guard let file, line.hasPrefix("- "), let change = MutantBullet.readChange(line.dropFirst(2)) else {
                continue
            }
            let key = Mutant.lineKey(
                path: file, mutationOperator: change.mutationOperator, original: change.original,
                mutated: change.mutated)
            reasons[key] = change.rest.drop { $0 == " " }.description
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

    /// The heading and item that would mark the survivor equivalent, for a person to complete
    /// with a reason (an item goes under its file's heading).
    public static func entry(for result: MutantResult, reason: String) -> String {
        "### \(MutantBullet.code(result.path))\n\n- "
            + MutantBullet.change(
                result.mutationOperator.rawValue, original: result.originalLine, mutated: result.mutatedLine)
            + " \(reason)\n"
    }
}

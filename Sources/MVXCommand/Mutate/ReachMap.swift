import Foundation

/// Which tests reach which mutant, from one run of the suite over the schema with no mutant active
/// and `MVX_MUTANT_REACH` set: the switch notes `<id> <test>` the first time a test passes it. A
/// mutant then runs only the tests that reach it; one no test reaches cannot change what any test
/// sees, and survives as *not covered*.
struct ReachMap: Sendable {
    /// The tests that reach each mutant; `?` stands for code run outside any test.
    let tests: [Int: Set<String>]

    init(tests: [Int: Set<String>]) { self.tests = tests }

    /// Reads what the switch wrote.
    init(log: String) {
        var tests: [Int: Set<String>] = [:]
        for line in log.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, let id = Int(parts[0]) else { continue }
            tests[id, default: []].insert(String(parts[1]))
        }
        self.tests = tests
    }

    /// The tests among those `judges` picks (a `--filter` expression) that reach mutant `id`, as a
    /// `--filter` expression; every judge when code outside a test reached it; nil when none does.
    func filter(for id: Int, among judges: String) -> String? {
        let reaching = tests[id] ?? []
        if reaching.contains("?") { return judges }
        guard let expression = try? NSRegularExpression(pattern: judges) else { return judges }
        let chosen = reaching.filter {
            expression.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil
        }
        guard !chosen.isEmpty else { return nil }
        return chosen.sorted().map { NSRegularExpression.escapedPattern(for: $0) + "(/|$)" }.joined(separator: "|")
    }
}

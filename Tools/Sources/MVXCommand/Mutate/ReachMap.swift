import Foundation

/// Which tests reach which mutant, from one run of the suite over the schema with no mutant active
/// and `MVX_MUTANT_REACH` set: the switch notes `<id> <test>` the first time a test passes it. A
/// mutant then runs only the tests that reach it; one no test reaches cannot change what any test
/// sees, and survives as *not covered*.
struct ReachMap: Sendable {
    /// The tests that reach each mutant; `?` stands for code run outside any test, or run once for
    /// every test (a static's initializer).
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

    /// The tests a mutant runs: those that reach it among the judges, or every judge (nil) when code
    /// outside any test reached it; and the session seeds that reach it (nil: every seed).
    struct Selection {
        let tests: Set<String>?
        let seeds: [UInt64]?
        let judges: String

        var filter: String { tests.map(ReachMap.filter) ?? judges }
    }

    /// The tests among those `judges` picks (a `--filter` expression) that reach mutant `id`; nil
    /// when no judge does.
    func selection(for id: Int, among judges: String) -> Selection? {
        let reaching = tests[id] ?? []
        if reaching.contains("?") { return Selection(tests: nil, seeds: nil, judges: judges) }
        guard let expression = try? NSRegularExpression(pattern: judges) else {
            return Selection(tests: nil, seeds: nil, judges: judges)
        }
        var chosen: Set<String> = []
        var seeds: Set<UInt64> = []
        var everySeed = false
        for test in reaching {
            let parts = test.split(separator: "#", maxSplits: 1)
            let name = String(parts[0])
            guard expression.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil else {
                continue
            }
            chosen.insert(name)
            if parts.count == 2, let seed = UInt64(parts[1]) { seeds.insert(seed) } else { everySeed = true }
        }
        guard !chosen.isEmpty else { return nil }
        return Selection(tests: chosen, seeds: everySeed || seeds.isEmpty ? nil : seeds.sorted(), judges: judges)
    }

    /// A `--filter` expression for exactly these tests, anchored and grouped by suite
    /// (`^(?:MVXTests\.LikeSpecs/(?:a\(\)|b\(\))|…)(/|$)`): Swift Testing matches it against every
    /// test of the binary, and an unanchored list of alternatives costs it half a second.
    static func filter(_ tests: Set<String>) -> String {
        let bySuite = Dictionary(grouping: tests) { test in
            test.range(of: "/", options: .backwards).map { String(test[..<$0.lowerBound]) } ?? ""
        }
        let suites = bySuite.keys.sorted().map { suite in
            let names = bySuite[suite]!.map { test in
                NSRegularExpression.escapedPattern(for: suite.isEmpty ? test : String(test.dropFirst(suite.count + 1)))
            }
            let prefix = suite.isEmpty ? "" : NSRegularExpression.escapedPattern(for: suite) + "/"
            return prefix + "(?:" + names.sorted().joined(separator: "|") + ")"
        }
        return "^(?:" + suites.joined(separator: "|") + ")(/|$)"
    }
}

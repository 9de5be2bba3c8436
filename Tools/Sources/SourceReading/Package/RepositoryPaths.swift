/// Where the files the lab reads and writes sit, from the lesson's root (the repository's top):
/// REPORT.md at the top, its pages in docs/report, the lab's own records under docs/lab, the lab itself in Tools/.
public enum RepositoryPaths {
    public static let report = "REPORT.md"
    public static let readme = "README.md"
    /// The tour, whose closing states the decision's verdict.
    public static let tour = "docs/TOUR.md"
    /// The tour's parts, a page per screen, which each screen's report page links.
    public static let tourParts = "docs/tour"
    public static let mutation = "docs/lab/MUTATION.md"
    /// The reviewed equivalent mutants, a page per architecture (EQUIVALENT_MUTANTS.md says how).
    public static let equivalentMutants = "docs/lab/equivalent"
    public static let benchmarks = "docs/lab/BENCHMARKS.md"
    /// The bench's times at its largest size, which the decision page weighs.
    public static let runtime = "docs/lab/benchmarks/runtime.json"
    /// What one user action runs on each screen, from `mvx trace`.
    public static let actionTraces = "docs/lab/traces/actions.json"
    /// The switch `mvx mutate` copies into each target it writes a mutant schema into.
    public static let mutantSwitch = "Tools/Sources/MutantSwitch/MutantSwitch.swift"
}

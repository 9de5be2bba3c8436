/// Where the files the lab reads and writes sit, from the lesson's root (the repository's top):
/// REPORT.md at the top, the lab's own records under docs/, the lab itself in Tools/.
public enum RepositoryPaths {
    public static let report = "REPORT.md"
    public static let readme = "README.md"
    public static let mutation = "docs/MUTATION.md"
    public static let equivalentMutants = "docs/EQUIVALENT_MUTANTS.md"
    public static let benchmarks = "docs/BENCHMARKS.md"
    /// The bench's times at its largest size, which the decision page weighs.
    public static let runtime = "docs/benchmarks/runtime.json"
    /// What one user action runs on each screen, from `mvx trace`.
    public static let actionTraces = "docs/traces/actions.json"
    /// The switch `mvx mutate` copies into each target it writes a mutant schema into.
    public static let mutantSwitch = "Tools/Sources/MutantSwitch/MutantSwitch.swift"
}

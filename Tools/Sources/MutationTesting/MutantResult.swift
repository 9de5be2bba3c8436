/// What the behaviour suite did with one mutant.
public struct MutantResult: Codable, Equatable, Sendable {
    /// How the run of one mutant ended.
    public enum Outcome: String, Codable, Sendable {
        /// A spec failed.
        case killed
        /// Every spec passed, and a differential session showed the architecture apart from the others.
        case killedBySessions
        /// The suite did not finish within the time limit: the bug showed as a hang, so it counts as killed.
        case timedOut
        /// Every spec passed: the suite did not notice the bug.
        case survived
        /// No spec or session of the unit runs the mutated code: a survivor, found without running anything.
        case notCovered
        /// The mutant does not build; it is no bug a developer could ship, and is left out of the score.
        case stillborn
    }

    public let id: String
    public let path: String
    public let line: Int
    public let mutationOperator: MutationOperator
    public let originalLine: String
    public let mutatedLine: String
    public let outcome: Outcome
    /// Why this survivor cannot change behaviour, when a person has reviewed it as equivalent.
    public let equivalence: String?

    public init(_ mutant: Mutant, outcome: Outcome, equivalence: String? = nil) {
        id = mutant.id
        path = mutant.path
        line = mutant.line
        mutationOperator = mutant.mutationOperator
        originalLine = mutant.originalLine
        mutatedLine = mutant.mutatedLine
        self.outcome = outcome
        self.equivalence = outcome.isSurvivor ? equivalence : nil
    }
}

extension MutantResult.Outcome {
    /// Whether the suite let the mutant through, whether it ran it or not.
    public var isSurvivor: Bool { self == .survived || self == .notCovered }
}

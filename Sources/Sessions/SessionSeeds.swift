/// The seeds each screen's differential sessions play in the suite, and the architecture a mutation
/// run plays beside the mutated one.
public enum SessionSeeds {
    public static let suite: ClosedRange<UInt64> = 1...60

    /// The architecture a mutation run's session plays beside the mutated one: the first other.
    public static func partner(of name: String, among architectures: [String]) -> String? {
        architectures.first { $0 != name }
    }
}

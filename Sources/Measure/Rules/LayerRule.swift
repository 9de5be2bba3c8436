/// One of an architecture's rules from SCENARIO.md ("What each architecture must look like"),
/// as its `architecture.json` declares it, in the one form the source can check: a layer must
/// not name the types of some other layers.
public struct LayerRule: Codable, Equatable, Sendable {
    /// The rule in SCENARIO.md's words.
    public let quote: String
    public let layer: String
    public let mustNotName: [String]
    /// A breach the seed itself makes and SCENARIO.md keeps on purpose: listed, not counted.
    public let isSeedWeakness: Bool

    public init(quote: String, layer: String, mustNotName: [String], isSeedWeakness: Bool) {
        self.quote = quote
        self.layer = layer
        self.mustNotName = mustNotName
        self.isSeedWeakness = isSeedWeakness
    }
}

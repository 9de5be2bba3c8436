/// One of an architecture's rules from SCENARIO.md ("What each architecture must look like"),
/// as its `architecture.json` declares it, in the forms the source can check: a layer must not
/// name the types of some other layers, and must not call some functions (004's "视图控制器不要做的事":
/// the view controller sends no login request, checks no validity, fetches no avatar).
public struct LayerRule: Codable, Equatable, Sendable {
    /// The rule in SCENARIO.md's words.
    public let quote: String
    public let layer: String
    public let mustNotName: [String]
    /// Calls the layer's code must not make, each a name with its first argument label when it
    /// needs one to be told apart (`login(mobilePhone:`, `fetchAvatarUrlString`).
    public let mustNotCall: [String]
    /// A breach the seed itself makes and SCENARIO.md keeps on purpose: listed, not counted.
    public let isSeedWeakness: Bool

    public init(
        quote: String, layer: String, mustNotName: [String], mustNotCall: [String] = [], isSeedWeakness: Bool
    ) {
        self.quote = quote
        self.layer = layer
        self.mustNotName = mustNotName
        self.mustNotCall = mustNotCall
        self.isSeedWeakness = isSeedWeakness
    }

    private enum CodingKeys: String, CodingKey {
        case quote, layer, mustNotName, mustNotCall, isSeedWeakness
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            quote: try container.decode(String.self, forKey: .quote),
            layer: try container.decode(String.self, forKey: .layer),
            mustNotName: try container.decodeIfPresent([String].self, forKey: .mustNotName) ?? [],
            mustNotCall: try container.decodeIfPresent([String].self, forKey: .mustNotCall) ?? [],
            isSeedWeakness: try container.decode(Bool.self, forKey: .isSeedWeakness))
    }
}

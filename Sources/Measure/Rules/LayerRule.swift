/// One of an architecture's rules from SCENARIO.md ("What each architecture must look like"),
/// in the one form the source can check: a layer must not name the types of some other layers.
public struct LayerRule: Codable, Equatable, Sendable {
    /// The rule in SCENARIO.md's words.
    public let quote: String
    public let layer: String
    public let mustNotName: [String]
    /// A breach the seed itself makes and SCENARIO.md keeps on purpose: listed, not counted.
    public let isSeedWeakness: Bool

    /// The rules of the architectures SCENARIO.md describes; an architecture it does not describe has none.
    public static func rules(for architecture: String) -> [LayerRule] {
        switch architecture {
        case "MassiveMVC":
            // The baseline is held to MVC's rule for views, the rule the seed's first version breaks.
            [
                LayerRule(
                    quote: "Views take only plain display values through setters, never a model object.",
                    layer: "View", mustNotName: [Layer.model], isSeedWeakness: false)
            ]
        case "MVC":
            [
                LayerRule(
                    quote: "Views take only plain display values through setters, never a model object.",
                    layer: "View", mustNotName: [Layer.model], isSeedWeakness: false),
                LayerRule(
                    quote:
                        "some business logic (the like request) sits in the view layer: keep MVC as the seed writes it",
                    layer: "View", mustNotName: [Layer.api], isSeedWeakness: true),
            ]
        case "MVP":
            [
                LayerRule(
                    quote:
                        "presenters hold all business logic and every formatted text, and know nothing of any view type",
                    layer: "Presenter", mustNotName: [Layer.uiKit, "View", "Scene"], isSeedWeakness: false),
                LayerRule(
                    quote: "View controllers only lay out and bind",
                    layer: "View", mustNotName: [Layer.api], isSeedWeakness: false),
            ]
        case "MVVM":
            [
                LayerRule(
                    quote: "view models expose formatted state and commands and know nothing of any view type",
                    layer: "ViewModel", mustNotName: [Layer.uiKit, "View", "Scene"], isSeedWeakness: false),
                LayerRule(
                    quote: "views bind to them through Swift's Observation framework",
                    layer: "View", mustNotName: [Layer.api], isSeedWeakness: false),
            ]
        default:
            []
        }
    }
}

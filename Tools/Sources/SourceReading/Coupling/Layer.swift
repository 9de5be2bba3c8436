/// The layer a file belongs to: an architecture's layer folder (`Scene`, `Controller`, `View`,
/// `Presenter`, `ViewModel`, or `Entry` for its entry file), or one of the shared layers every
/// architecture builds on: the model, the fake API, the UI kit and the scenario kit.
public enum Layer {
    public static let model = "Model"
    public static let api = "API"
    public static let uiKit = "UI kit"
    public static let scenario = "Scenario"
    public static let entry = "Entry"
    public static let shared = [model, api, uiKit, scenario]
    /// The harness's layers: how the suite builds a screen, not how the architecture is built, so
    /// the pictures leave them out.
    public static let plumbing: Set<String> = [entry, scenario]

    /// The source targets the report reads besides the architectures.
    public static let sharedTargets = ["Shared", "HeadlessUIKit", "Scenario"]

    public static func of(target: String, folder: String) -> String {
        switch target {
        case "Shared": folder == "API" ? api : model
        case "HeadlessUIKit": uiKit
        case "Scenario": scenario
        default: folder.isEmpty ? entry : folder
        }
    }
}

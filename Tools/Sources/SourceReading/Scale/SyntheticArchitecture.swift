/// An architecture made up for measuring the analysis at scale: `types` classes in files of a
/// hundred, each naming the next, the last naming the first, so the graph is one long cycle.
public enum SyntheticArchitecture {
    public static func files(name: String, types: Int) -> [SourceFile] {
        stride(from: 0, to: types, by: 100).map { first in
            let text = (first..<min(first + 100, types)).map { index in
                "final class Type\(index) {\n    var next: Type\((index + 1) % types)?\n}\n"
            }.joined(separator: "\n")
            return SourceFile(
                path: "Sources/\(name)/View/Types\(first).swift", target: name, folder: "View", text: text)
        }
    }

    /// One view layer, no rules, no part in the claims.
    public static let declaration = ArchitectureDeclaration(
        summary: "Made up for measuring the analysis at scale.",
        layers: [.init(name: "View", role: "every type")], logicLayers: [], viewLayers: ["View"], sceneLayer: "View",
        rules: [], claimRoles: [], bindingTool: [])
}

import SourceReading

/// 002's claims about its MVVM with a DataService, measured on the system messages, the screen 002
/// builds, in the architectures that declare 002's shape (the role `dataService`).
enum MessagesClaims {
    static let screen = "Messages"

    static func evaluate(
        screens: [String: [ArchitectureAnalysis]], testability: [ArchitectureTestability]
    ) -> [Claim] {
        let shaped = (screens[screen] ?? []).filter { $0.declaration.claimRoles.contains(.dataService) }
        let tests = Dictionary(testability.map { ($0.architecture, $0) }) { first, _ in first }
        return [
            ClaimChecks.controllerKnowsViewAndDataService(shaped),
            ClaimChecks.dataServiceKnowsViewModels(shaped),
            ClaimChecks.viewModelKnowsModel(shaped),
            ClaimChecks.dataServiceArrayReadOnly(shaped),
            ClaimChecks.partsTestedAlone(
                shaped.map { ($0, tests[$0.name]) },
                contrast: (screens[screen] ?? []).filter {
                    !$0.declaration.claimRoles.contains(.dataService)
                        && !Set($0.declaration.claimRoles).isDisjoint(with: [.mvc, .callbacks])
                }.map { ($0, tests[$0.name]) }),
        ].map { $0.measured(on: [screen]) }
    }

    /// A type of the screen, one of the three parts 002 names.
    enum Part {
        case controller, dataService, viewModel
    }

    /// The screen's own types (its folder's) that play `part`: the scene layer's types, the
    /// declared DataServices, or the rest of the logic layers' types.
    static func types(_ part: Part, of analysis: ArchitectureAnalysis) -> [String] {
        let declaration = analysis.declaration
        let folder = "Sources/\(analysis.name)/\(screen)/"
        let own = Set(analysis.edges.filter { $0.places.contains { $0.file.hasPrefix(folder) } }.map(\.from))
        let types = analysis.types.filter { own.contains(id($0.name, analysis)) }
        switch part {
        case .controller: return types.filter { $0.layer == declaration.sceneLayer }.map(\.name)
        case .dataService: return types.map(\.name).filter(declaration.dataServices.contains)
        case .viewModel:
            return types.filter {
                declaration.logicLayers.contains($0.layer) && !declaration.dataServices.contains($0.name)
            }.map(\.name)
        }
    }

    /// What one architecture's part names, by what each named type is to 002: "model", "API",
    /// "view model", "DataService", "view", "controller", "UI kit", or its layer.
    struct Naming {
        let analysis: ArchitectureAnalysis
        let types: [String]
        let named: [(kind: String, names: [String])]

        var kinds: Set<String> { Set(named.map(\.kind)) }

        func names(_ kind: String) -> [String] { named.first { $0.kind == kind }?.names ?? [] }

        /// "MVVM's SystemMessageFrameModel names model: SystemMessageModel; UI kit: UIFont".
        var description: String {
            "\(analysis.name)'s \(types.joined(separator: ", ")) names "
                + (named.isEmpty
                    ? "nothing"
                    : named.map { "\($0.kind): \($0.names.joined(separator: ", "))" }
                        .joined(separator: "; "))
        }
    }

    /// What the part names in each architecture where it has types.
    static func namings(_ part: Part, in shaped: [ArchitectureAnalysis]) -> [Naming] {
        shaped.map { analysis in
            let types = types(part, of: analysis)
            let declaration = analysis.declaration
            var byKind: [String: Set<String>] = [:]
            for edge in analysis.edges where types.map({ id($0, analysis) }).contains(edge.from) {
                let name = String(edge.to.drop { $0 != "." }.dropFirst())
                let layer = analysis.layerOfType[edge.to] ?? ""
                let kind: String
                if declaration.dataServices.contains(name) {
                    kind = "DataService"
                } else if declaration.logicLayers.contains(layer) {
                    kind = "view model"
                } else if declaration.viewLayers.contains(layer) {
                    kind = "view"
                } else if layer == declaration.sceneLayer {
                    kind = "controller"
                } else {
                    kind = layer == Layer.model ? "model" : layer
                }
                byKind[kind, default: []].insert(name)
            }
            return Naming(
                analysis: analysis, types: types, named: byKind.keys.sorted().map { ($0, byKind[$0]!.sorted()) })
        }.filter { !$0.types.isEmpty }
    }

    private static func id(_ type: String, _ analysis: ArchitectureAnalysis) -> String {
        "\(analysis.name).\(type)"
    }
}

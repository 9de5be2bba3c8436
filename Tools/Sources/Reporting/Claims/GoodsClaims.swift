import SourceReading

/// 004's claims about its goods home page, measured on the goods screen of the architectures that
/// play binding (its MVVM without ReactiveCocoa, and the MVCVM built on the same view models), the
/// one that loads through 004's blocks against the one that binds observed loading state.
enum GoodsClaims {
    static let screen = "Goods"

    static func evaluate(screens: [String: [ArchitectureAnalysis]]) -> [Claim] {
        let all = screens[screen] ?? []
        let binding = all.filter { $0.declaration.claimRoles.contains(.binding) }
        let callbacks = binding.filter { $0.declaration.claimRoles.contains(.loadCallbacks) }
        return [
            ClaimChecks.viewNamesNoModel(binding),
            ClaimChecks.itemViewModelExposesModel(binding),
            ClaimChecks.viewModelStateReadOnly(binding),
            ClaimChecks.freightInViewModel(binding, all: all),
            ClaimChecks.loadCallbacksSaveCode(
                callbacks: callbacks, observed: binding.filter { !$0.declaration.claimRoles.contains(.loadCallbacks) }),
        ].map { $0.measured(on: [screen]) }
    }

    /// The screen's types in `layers` (the analysis of one screen holds its folder, what the
    /// screens share and the entry), each with the model types it names.
    static func modelNames(in analysis: ArchitectureAnalysis, layers: Set<String>) -> [(type: String, models: [String])]
    {
        let inLayers = Set(analysis.types.filter { layers.contains($0.layer) }.map(\.name))
        var byType: [String: Set<String>] = [:]
        for edge in analysis.edges where inLayers.contains(name(edge.from)) {
            guard analysis.layerOfType[edge.to] == Layer.model else { continue }
            byType[name(edge.from), default: []].insert(name(edge.to))
        }
        return byType.keys.sorted().map { ($0, byType[$0]!.sorted()) }
    }

    static func name(_ id: String) -> String {
        String(id.drop { $0 != "." }.dropFirst())
    }
}

import ChangeRequests
import SourceReading

extension ClaimChecks {
    /// 003, MVVM's rules: a view model never imports the UI kit. Measured on the cart's logic
    /// layers of every binding version: the files that import the kit.
    static func viewModelImportsNoKit(_ binding: [ArchitectureAnalysis]) -> Claim {
        let source = "003, MVVM 的注意事项"
        guard !binding.isEmpty else { return untested(source, missing: "binding") }
        let kitEdges = binding.map { a in
            a.edges.filter { edge in
                a.declaration.logicLayers.contains(a.layerOfType[edge.from] ?? "")
                    && a.layerOfType[edge.to] == Layer.uiKit
            }.count
        }
        let figure = zip(binding, kitEdges).map { a, edges in
            "\(a.name): \(a.logicKitImports.count) logic files import the kit, \(edges) dependencies on kit types"
        }.joined(separator: "; ")
        let clean = zip(binding, kitEdges).map { $0.logicKitImports.isEmpty && $1 == 0 }
        let verdict: Claim.Verdict = clean.allSatisfy { $0 } ? .holds : clean.contains(true) ? .partly : .doesNotHold
        let why = zip(binding, clean).map { a, isClean in
            isClean
                ? "\(a.name)'s \(a.declaration.logicLayers.joined(separator: ", ")) imports Shared and Observation only"
                : "\(a.name): " + a.logicKitImports.joined(separator: ", ")
        }.joined(separator: "; ")
        return Claim(
            source: source, figure: figure, verdict: verdict, why: why
        )
    }
}

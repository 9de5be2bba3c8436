extension ClaimChecks {
    /// 003, MVVM's rules: a view model never imports the UI kit. Measured on the cart's logic
    /// layers of every binding version: the files that import the kit.
    static func viewModelImportsNoKit(_ binding: [ArchitectureAnalysis]) -> Claim {
        let source = "003, MVVM 的注意事项"
        let quote = "viewModel 绝对不能包含视图 view（UIKit.h），不然就跟 view 产生了耦合，不方便复用和测试。"
        let gloss =
            "A view model must never include views (UIKit.h), or it is coupled to the view and hard to reuse and test."
        let threshold =
            "on the cart: holds: no logic-layer file of any binding version imports the UI kit and no logic type names a kit type (section 2's edges); does not hold: every version does one of the two; partly otherwise"
        guard !binding.isEmpty else { return untested(source, quote, gloss, threshold: threshold, missing: "binding") }
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
            source: source, quote: quote, gloss: gloss, figure: figure, threshold: threshold, verdict: verdict, why: why
        )
    }
}

extension ClaimChecks {
    /// 004's rule for MVVM: neither the view nor the view controller references the model, only
    /// view models. Measured from the type graph: the model types that the goods screen's types
    /// outside the logic layers name (views, scene, and the controllers a version has besides).
    static func viewNamesNoModel(_ binding: [ArchitectureAnalysis]) -> Claim {
        let source = "004, 商品首頁: view和 view controller 都不能直接引用model"
        let quote = "view和 view controller 都不能直接引用model,而是引用視圖模型(viewModel)"
        let gloss = "Neither the view nor the view controller may reference the model directly, only the view model."
        let threshold =
            "holds: no type of the screen outside its logic layers (a view, a view controller, a controller that binds) names a model type; does not hold: one does (reading the model through the view model counts: the view then depends on the model's shape)"
        guard !binding.isEmpty else { return untested(source, quote, gloss, threshold: threshold, missing: "binding") }
        let found = binding.map { a in
            let outsideLogic = Set(a.declaration.layers.map(\.name)).subtracting(a.declaration.logicLayers)
            return (a, outsideLogic.sorted(), GoodsClaims.modelNames(in: a, layers: outsideLogic))
        }
        let verdicts = found.map { $0.2.isEmpty ? Claim.Verdict.holds : .doesNotHold }
        func naming(_ names: [(type: String, models: [String])]) -> String {
            names.map { "\($0.type) names \($0.models.joined(separator: ", "))" }.joined(separator: ", ")
        }
        let figure = found.map { a, layers, names in
            "\(a.name) (\(layers.joined(separator: ", "))): " + (names.isEmpty ? "none" : naming(names))
        }.joined(separator: "; ")
        let why = found.map { a, layers, names in
            names.isEmpty
                ? "\(a.name)'s \(layers.joined(separator: ", ")) types name no model type"
                : "\(a.name): \(counted(names.count, "type")) of its \(layers.joined(separator: ", ")) layers "
                    + "\(names.count == 1 ? "names" : "name") the model (\(naming(names)))"
        }.joined(separator: "; ")
        return Claim(
            source: source, quote: quote, gloss: gloss,
            figure: "the model types each goods type outside the logic layers names. \(figure)",
            threshold: threshold, verdicts: zip(found, verdicts).map { Claim.ArchitectureVerdict($0.0.name, $1) },
            why: why)
    }
}

extension ClaimChecks {
    /// 004's rule for MVVM: neither the view nor the view controller references the model, only
    /// view models. Measured from the type graph: the model types the goods screen's view-layer and
    /// scene-layer types name.
    static func viewNamesNoModel(_ binding: [ArchitectureAnalysis]) -> Claim {
        let source = "004, 商品首頁: view和 view controller 都不能直接引用model"
        let quote = "view和 view controller 都不能直接引用model,而是引用視圖模型(viewModel)"
        let gloss = "Neither the view nor the view controller may reference the model directly, only the view model."
        let threshold =
            "holds: no view or controller type of the screen names a model type; does not hold: one does (reading the model through the view model counts: the view then depends on the model's shape)"
        guard !binding.isEmpty else { return untested(source, quote, gloss, threshold: threshold, missing: "binding") }
        let found = binding.map { a in
            (a, GoodsClaims.modelNames(in: a, layers: Set(a.declaration.viewLayers + [a.declaration.sceneLayer])))
        }
        let verdicts = found.map { $0.1.isEmpty ? Claim.Verdict.holds : .doesNotHold }
        let figure = found.map { a, names in
            names.isEmpty
                ? "\(a.name): none"
                : "\(a.name): "
                    + names.map { "\($0.type) names \($0.models.joined(separator: ", "))" }.joined(separator: ", ")
        }.joined(separator: "; ")
        let why = zip(found, verdicts).map { entry, verdict in
            let (a, _) = entry
            let binders = GoodsClaims.modelNames(
                in: a,
                layers: Set(a.declaration.layers.map(\.name)).subtracting(
                    a.declaration.logicLayers + a.declaration.viewLayers + [a.declaration.sceneLayer]))
            return verdict == .holds
                ? "\(a.name)'s views and scene see only view models"
                    + (binders.isEmpty
                        ? ""
                        : ", and its binding layer reads the goods through them instead ("
                            + binders.map { "\($0.type) names \($0.models.joined(separator: ", "))" }.joined(
                                separator: ", ") + "): the reading 004's MVVM leaves in the cell")
                : "\(a.name) follows 004's own recommendation, the goods exposed read-only in the item view model (the next claim): the cell reads `viewModel.goods.nickName` as 004's `SUGoodsCell` does, and the controller hands `item.goods` to the screen a row opens, so the rule and the recommendation cannot both hold, and 004's code keeps the recommendation"
        }.joined(separator: "; ")
        return Claim(
            source: source, quote: quote, gloss: gloss,
            figure: "the model types each view and controller type of the goods screen names. \(figure)",
            threshold: threshold, verdict: Claim.combined(verdicts), why: why)
    }
}

import ChangeRequests
import SourceReading

extension ClaimChecks {
    /// 004's rule for MVVM: neither the view nor the view controller references the model, only
    /// view models. Measured from the type graph: the model types that the goods screen's types
    /// outside the logic layers name (views, scene, and the controllers a version has besides).
    static func viewNamesNoModel(_ binding: [ArchitectureAnalysis]) -> Claim {
        let source = "004, 商品首頁: view和 view controller 都不能直接引用model"
        guard !binding.isEmpty else { return untested(source, missing: "binding") }
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
            source: source, figure: "the model types each goods type outside the logic layers names. \(figure)",
            verdicts: zip(found, verdicts).map { Claim.ArchitectureVerdict($0.0.name, $1) },
            why: why)
    }
}

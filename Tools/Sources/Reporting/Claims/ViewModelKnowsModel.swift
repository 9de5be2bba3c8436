import ChangeRequests
import SourceReading

extension ClaimChecks {
    /// 002: the view model cares only about the model's data structure. Measured from the type
    /// graph: what the messages' view-model types (the logic layers' types but the DataService) name.
    static func viewModelKnowsModel(_ shaped: [ArchitectureAnalysis]) -> Claim {
        let source = "002, Controller部分: the view model"
        let namings = MessagesClaims.namings(.viewModel, in: shaped)
        guard !namings.isEmpty else {
            return untested(source, missing: "dataService")
        }
        let verdicts = namings.map { naming -> Claim.Verdict in
            let kinds = naming.kinds.subtracting(["view model"])
            if !kinds.isDisjoint(with: ["view", "controller", "DataService"]) { return .doesNotHold }
            return kinds.subtracting(["model"]).isEmpty ? .holds : .partly
        }
        let figure = namings.map(\.description).joined(separator: ". ")
        let why = zip(namings, verdicts).map { naming, verdict in
            switch verdict {
            case .holds: "\(naming.analysis.name)'s view models read the message and nothing else"
            case .partly:
                "\(naming.analysis.name)'s view models name no view, but name besides the model: "
                    + naming.named.filter { !["model", "view model"].contains($0.kind) }.flatMap(\.names).joined(
                        separator: ", ")
            default: "\(naming.analysis.name)'s view models name a view, a controller or the DataService"
            }
        }.joined(separator: "; ")
        return Claim(
            source: source, figure: "what the messages' view models name, by what each type is. \(figure)",
            verdicts: zip(namings, verdicts).map { Claim.ArchitectureVerdict($0.analysis.name, $1) }, why: why)
    }
}

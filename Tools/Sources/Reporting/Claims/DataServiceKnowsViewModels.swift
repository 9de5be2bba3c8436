import ChangeRequests
import SourceReading

extension ClaimChecks {
    /// 002: the DataService cares only about the view models, the data the screen shows. Measured
    /// from the type graph: what the declared DataService types name.
    static func dataServiceKnowsViewModels(_ shaped: [ArchitectureAnalysis]) -> Claim {
        let source = "002, Controller部分: the DataService"
        let namings = MessagesClaims.namings(.dataService, in: shaped)
        guard !namings.isEmpty else {
            return untested(source, missing: "dataService with its dataServices")
        }
        let verdicts = namings.map { naming -> Claim.Verdict in
            if !naming.kinds.isDisjoint(with: ["view", "controller", Layer.uiKit]) { return .doesNotHold }
            return naming.kinds.contains("model") ? .partly : .holds
        }
        let figure = namings.map(\.description).joined(separator: ". ")
        let why = zip(namings, verdicts).map { naming, verdict in
            switch verdict {
            case .holds: "\(naming.analysis.name)'s DataService hands the API's answers to view models it makes"
            case .partly:
                "\(naming.analysis.name)'s DataService names no view, but names the model besides its view models: "
                    + naming.names("model").joined(separator: ", ")
            default: "\(naming.analysis.name)'s DataService names a view, a controller or the kit"
            }
        }.joined(separator: "; ")
        return Claim(
            source: source, figure: "what the declared DataService names, by what each type is. \(figure)",
            verdicts: zip(namings, verdicts).map { Claim.ArchitectureVerdict($0.analysis.name, $1) }, why: why)
    }
}

import ChangeRequests
import SourceReading

extension ClaimChecks {
    /// 002: the controller is glue that cares only about the view and the DataService; the model and
    /// the view models have nothing to do with it. Measured from the type graph: what the messages'
    /// controller types name, by what each named type is.
    static func controllerKnowsViewAndDataService(_ shaped: [ArchitectureAnalysis]) -> Claim {
        let source = "002, Controller部分: the controller"
        let namings = MessagesClaims.namings(.controller, in: shaped)
        guard !namings.isEmpty else {
            return untested(source, missing: "dataService")
        }
        let verdicts = namings.map { naming -> Claim.Verdict in
            !naming.names("model").isEmpty ? .doesNotHold : !naming.names("view model").isEmpty ? .partly : .holds
        }
        let figure = namings.map(\.description).joined(separator: ". ")
        let why = zip(namings, verdicts).map { naming, verdict in
            let a = naming.analysis
            let places = a.edges.filter { edge in
                naming.names("view model").contains { edge.to.hasSuffix(".\($0)") }
                    && naming.types.contains { edge.from.hasSuffix(".\($0)") }
            }.flatMap(\.places).map { "\($0.file):\($0.line)" }
            return switch verdict {
            case .holds:
                "\(a.name)'s controller names no model type and no view-model type besides the DataService"
            case .partly:
                "\(a.name)'s controller names no model type, but the view-model types "
                    + naming.names("view model").joined(separator: ", ") + ", at " + places.joined(separator: ", ")
            default: "\(a.name)'s controller names the model types " + naming.names("model").joined(separator: ", ")
            }
        }.joined(separator: "; ")
        return Claim(
            source: source, figure: "what the messages' controller names, by what each type is. \(figure)",
            verdicts: zip(namings, verdicts).map { Claim.ArchitectureVerdict($0.analysis.name, $1) }, why: why)
    }
}

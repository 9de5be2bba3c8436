import ChangeRequests
import SourceReading

extension ClaimChecks {
    /// 000, MVC section: MVC's views expose only setters and are isolated from M and C.
    static func mvcViewsIsolated(_ mvc: ArchitectureAnalysis?) -> Claim {
        let source = "000, MVC section"
        guard let mvc else { return untested(source, missing: "mvc") }
        let views = mvc.declaration.viewLayers
        let toModel = edges(mvc, from: views, to: Layer.model)
        let toController = mvc.declaration.logicLayers.reduce(0) { $0 + edges(mvc, from: views, to: $1) }
        let toAPI = edges(mvc, from: views, to: Layer.api)
        let verdict: Claim.Verdict = toModel == 0 && toController == 0 ? (toAPI == 0 ? .holds : .partly) : .doesNotHold
        let why: String =
            switch verdict {
            case .holds: "\(mvc.name)'s views name no model, controller or API type"
            case .partly:
                "\(mvc.name)'s views name no model or controller type, but a cell names the API, so the cell cannot be reused without the server"
            default: "\(mvc.name)'s views name model or controller types"
            }
        return Claim(
            source: source,
            figure:
                "\(mvc.name) view layer names \(toModel) model types, \(toController) controller types, \(toAPI) API types",
            verdict: verdict, why: why)
    }
}

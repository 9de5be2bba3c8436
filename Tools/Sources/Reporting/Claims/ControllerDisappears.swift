import ChangeRequests
import SourceReading

extension ClaimChecks {
    /// 000, "MVC之消失的C层": in the massive view controller, no C stands between M and V.
    static func controllerDisappears(_ baseline: ArchitectureAnalysis?, _ mvc: ArchitectureAnalysis?) -> Claim {
        let source = "000, MVC之消失的C层: the controller"
        guard let baseline, let mvc else {
            return untested(source, missing: baseline == nil ? "baseline" : "mvc")
        }
        let declared = baseline.declaration
        let between = baseline.layers.filter {
            $0.name != declared.sceneLayer && !declared.viewLayers.contains($0.name) && $0.name != Layer.entry
                && $0.types > 0
        }
        let toModel = edges(baseline, from: [declared.sceneLayer], to: Layer.model)
        let toAPI = edges(baseline, from: [declared.sceneLayer], to: Layer.api)
        let toKit = edges(baseline, from: [declared.sceneLayer], to: Layer.uiKit)
        let verdict: Claim.Verdict =
            !between.isEmpty || (toModel == 0 && toAPI == 0)
            ? .doesNotHold : toModel > 0 && toAPI > 0 ? .holds : .partly
        let why: String =
            switch verdict {
            case .holds:
                "\(baseline.name) has no controller, presenter or view-model layer: its scene talks to the model, the API and the kit directly, and its largest type is \(ratio(baseline.largestTypeCode, mvc.largestTypeCode)) the size of \(mvc.name)'s"
            case .partly:
                "\(baseline.name) has no layer between scene and views, but its scene does not reach both the model and the API"
            default:
                between.isEmpty
                    ? "\(baseline.name)'s scene names no model or API type"
                    : "\(baseline.name) has a layer between its scene and its views: \(between.map(\.name).joined(separator: ", "))"
            }
        return Claim(
            source: source,
            figure:
                "\(baseline.name) layers: \(baseline.layerNames.joined(separator: ", ")); its \(declared.sceneLayer) names \(toModel) model, \(toAPI) API and \(toKit) UI kit types; largest type \(baseline.largestType) with \(baseline.largestTypeCode) code lines against \(mvc.name)'s \(mvc.largestType) with \(mvc.largestTypeCode)",
            verdict: verdict, why: why)
    }
}

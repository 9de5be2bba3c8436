import ChangeRequests
import SourceReading

extension ClaimChecks {
    /// 004's recommendation: expose the model read-only in the sub-view-model, and add only the
    /// properties that need work. Measured on the goods screen's view-model interfaces: which expose
    /// a model type, with what access, and how many other outputs they add.
    static func itemViewModelExposesModel(_ binding: [ArchitectureAnalysis]) -> Claim {
        let source = "004, 商品首頁: 子視圖模型暴露數據模型"
        guard !binding.isEmpty else { return untested(source, missing: "binding") }
        let models = { (a: ArchitectureAnalysis) in
            Set(a.layerOfType.filter { $0.value == Layer.model }.keys.map(GoodsClaims.name))
        }
        let exposing = binding.map { a in
            (
                a,
                a.logicInterfaces.compactMap { interface in
                    interface.members.first { models(a).contains($0.type.filter { $0 != "?" && $0 != "!" }) }.map {
                        (interface, $0)
                    }
                }
            )
        }
        let verdicts = exposing.map { _, found -> Claim.Verdict in
            guard !found.isEmpty else { return .doesNotHold }
            return found.allSatisfy { $0.1.access == .readOnly } ? .holds : .partly
        }
        let figure = exposing.map { a, found in
            found.isEmpty
                ? "\(a.name): no view model exposes a model type"
                : "\(a.name): "
                    + found.map { interface, member in
                        let outputs = interface.members.filter { $0.access == .readOnly && $0.name != member.name }
                        return "\(interface.type).\(member.name): \(member.type), \(member.access.rawValue), beside "
                            + "\(outputs.count) other outputs (\(outputs.map(\.name).joined(separator: ", ")))"
                    }.joined(separator: "; ")
        }.joined(separator: ". ")
        let why = zip(exposing, verdicts).map { entry, verdict in
            let (a, _) = entry
            return switch verdict {
            case .holds:
                "\(a.name)'s item view model keeps the goods read-only and adds the texts that need work (`userId`, `freightExplain`, the price, the avatar's fallback, the counts); the nickname, the mark, the title and the location are read from the goods, where MVP's cell presenter copies each into a property of its own"
            case .partly: "\(a.name) exposes the model with a public setter: a view could replace it"
            default: "\(a.name)'s view models copy the fields they show"
            }
        }.joined(separator: "; ")
        return Claim(
            source: source,
            figure:
                "the goods screen's view models that expose a model type, its access, and their other outputs. \(figure)",
            verdicts: zip(exposing, verdicts).map { Claim.ArchitectureVerdict($0.0.name, $1) },
            why: why)
    }
}

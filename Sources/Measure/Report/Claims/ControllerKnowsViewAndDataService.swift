extension ClaimChecks {
    /// 002: the controller is glue that cares only about the view and the DataService; the model and
    /// the view models have nothing to do with it. Measured from the type graph: what the messages'
    /// controller types name, by what each named type is.
    static func controllerKnowsViewAndDataService(_ shaped: [ArchitectureAnalysis]) -> Claim {
        let source = "002, Controller部分: the controller"
        let quote = "Model和ViewModel压根就跟Controller没有半毛钱的关系，头文件都不需要倒入，controller真正关心的只是View和DataService两个"
        let gloss =
            "The model and the view models have nothing to do with the controller, which imports neither: all it cares about is the view and the DataService."
        let threshold =
            "holds: the controller names no model type and no view-model type besides the DataService (a type, or a member of it, through the compiler's index); partly: it names no model type, but a view model; does not hold: it names a model type"
        guard !shaped.isEmpty else {
            return untested(source, quote, gloss, threshold: threshold, missing: "dataService")
        }
        let named = shaped.map { a in
            (
                a, MessagesClaims.types(.controller, of: a),
                MessagesClaims.named(by: MessagesClaims.types(.controller, of: a), in: a)
            )
        }
        func names(_ kind: String, _ entry: [(kind: String, names: [String])]) -> [String] {
            entry.first { $0.kind == kind }?.names ?? []
        }
        let verdicts = named.map { _, _, entry -> Claim.Verdict in
            !names("model", entry).isEmpty ? .doesNotHold : !names("view model", entry).isEmpty ? .partly : .holds
        }
        let figure = named.map { a, types, entry in
            "\(a.name)'s \(types.joined(separator: ", ")) names \(MessagesClaims.describe(entry))"
        }.joined(separator: ". ")
        let why = zip(named, verdicts).map { entry, verdict in
            let (a, _, kinds) = entry
            let places = a.edges.filter { edge in
                names("view model", kinds).contains { edge.to.hasSuffix(".\($0)") }
                    && MessagesClaims.types(.controller, of: a).contains { edge.from.hasSuffix(".\($0)") }
            }.flatMap(\.places).map { "\($0.file):\($0.line)" }
            return switch verdict {
            case .holds: "\(a.name)'s controller reaches the rows only through the DataService and the cell"
            case .partly:
                "\(a.name)'s controller imports nothing of the view model but uses it, as 002's own does (its `moreInformation:` takes a frame model and `heightForRowAtIndexPath:` reads `cellHeight`): "
                    + places.joined(separator: ", ")
            default: "\(a.name)'s controller names the model: " + names("model", kinds).joined(separator: ", ")
            }
        }.joined(separator: "; ")
        return Claim(
            source: source, quote: quote, gloss: gloss,
            figure: "what the messages' controller names, by what each type is. \(figure)", threshold: threshold,
            verdict: Claim.combined(verdicts), why: why)
    }
}

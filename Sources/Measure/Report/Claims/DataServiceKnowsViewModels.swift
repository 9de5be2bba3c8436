extension ClaimChecks {
    /// 002: the DataService cares only about the view models, the data the screen shows. Measured
    /// from the type graph: what the declared DataService types name.
    static func dataServiceKnowsViewModels(_ shaped: [ArchitectureAnalysis]) -> Claim {
        let source = "002, Controller部分: the DataService"
        let quote = "dataService关心的只是ViewModel界面展示数据的处理"
        let gloss = "The DataService cares only about the view models: preparing the data the screen shows."
        let threshold =
            "holds: the DataService names view models and the API only; partly: it names the model too, but no view, controller or UI kit type; does not hold: it names a view, a controller or a UI kit type"
        let services = shaped.map { ($0, MessagesClaims.types(.dataService, of: $0)) }
        guard services.contains(where: { !$0.1.isEmpty }) else {
            return untested(source, quote, gloss, threshold: threshold, missing: "dataService with its dataServices")
        }
        let named = services.map { a, types in (a, types, MessagesClaims.named(by: types, in: a)) }
        let verdicts = named.map { _, _, entry -> Claim.Verdict in
            let kinds = Set(entry.map(\.kind))
            if !kinds.isDisjoint(with: ["view", "controller", Layer.uiKit]) { return .doesNotHold }
            return kinds.contains("model") ? .partly : .holds
        }
        let figure = named.map { a, types, entry in
            "\(a.name)'s \(types.joined(separator: ", ")) names \(MessagesClaims.describe(entry))"
        }.joined(separator: ". ")
        let why = zip(named, verdicts).map { entry, verdict in
            switch verdict {
            case .holds: "\(entry.0.name)'s DataService hands the API's answers to view models it makes"
            case .partly:
                "\(entry.0.name)'s DataService reads the messages to make and update their view models, as 002's does (it imports JBSystemMessageModel.h and reads `frameModel.messageModel`); it names no view"
            default: "\(entry.0.name)'s DataService names a view, a controller or the kit"
            }
        }.joined(separator: "; ")
        return Claim(
            source: source, quote: quote, gloss: gloss,
            figure: "what the declared DataService names, by what each type is. \(figure)", threshold: threshold,
            verdict: Claim.combined(verdicts), why: why)
    }
}

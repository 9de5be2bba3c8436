extension ClaimChecks {
    /// 004: the login's view model exposes only what its view controller needs, and read-only
    /// outside its inputs.
    static func viewModelExposesLittle(_ binding: [ArchitectureAnalysis]) -> Claim {
        let source = "004, SULoginViewModel"
        let quote = "viewModel仅仅只暴漏了视图控制器所必需的最小量的信息, 设置readonly属性很有必要"
        let gloss =
            "The view model exposes only the least information the view controller needs, and making properties readonly matters."
        let threshold =
            "holds: in every architecture playing binding, every public member of the login's view models is used outside the logic layers, and the only settable ones are the inputs that code assigns; partly: every settable one is such an input, but some member is used by nobody outside; does not hold: a settable member is not an input the rest of the screen assigns"
        let interfaces = binding.flatMap { a in a.logicInterfaces.map { (a.name, $0) } }
        guard !interfaces.isEmpty else {
            return untested(source, quote, gloss, threshold: threshold, missing: "binding")
        }
        func unused(_ interface: ArchitectureAnalysis.LogicInterface) -> [String] {
            interface.members.map(\.name).filter { !interface.named.contains($0) }
        }
        func looseSetters(_ interface: ArchitectureAnalysis.LogicInterface) -> [String] {
            interface.members.filter { $0.access == .settable && !interface.assigned.contains($0.name) }.map(\.name)
        }
        let verdict: Claim.Verdict =
            interfaces.contains { !looseSetters($0.1).isEmpty }
            ? .doesNotHold : interfaces.allSatisfy { unused($0.1).isEmpty } ? .holds : .partly
        let figure = interfaces.map { name, interface in
            let byAccess = SourceFile.Member.Access.allCases.map { access in
                let members = interface.members.filter { $0.access == access }.map(\.name)
                return "\(access.rawValue): \(members.isEmpty ? "none" : members.joined(separator: ", "))"
            }.joined(separator: "; ")
            return
                "\(name)'s \(interface.type): \(byAccess); used outside: \(interface.named.count) of \(interface.members.count)"
        }.joined(separator: ". ")
        let why: String =
            switch verdict {
            case .holds:
                "the view models' inputs are the only settable members, the controller writes each, and it reads every output"
            case .partly:
                "members nobody outside uses: "
                    + interfaces.map { "\($0.0)'s \($0.1.type): \(unused($0.1).joined(separator: ", "))" }.joined(
                        separator: "; ")
            default:
                "settable members that are not inputs: "
                    + interfaces.map { "\($0.0)'s \($0.1.type): \(looseSetters($0.1).joined(separator: ", "))" }
                    .joined(separator: "; ")
            }
        return Claim(
            source: source, quote: quote, gloss: gloss,
            figure:
                "public members of each view model of the login, by access, and how many the rest of the screen uses. \(figure)",
            threshold: threshold, verdict: verdict, why: why)
    }
}

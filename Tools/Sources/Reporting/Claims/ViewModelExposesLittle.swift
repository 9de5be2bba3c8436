import ChangeRequests
import SourceReading

extension ClaimChecks {
    /// 004: the login's view model exposes only what its view controller needs, and read-only
    /// outside its inputs.
    static func viewModelExposesLittle(_ binding: [ArchitectureAnalysis]) -> Claim {
        let source = "004, SULoginViewModel"
        let interfaces = binding.flatMap { a in a.logicInterfaces.map { (a.name, $0) } }
        guard !interfaces.isEmpty else {
            return untested(source, missing: "binding")
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
            source: source,
            figure:
                "public members of each view model of the login, by access, and how many the rest of the screen uses. \(figure)",
            verdict: verdict, why: why)
    }
}

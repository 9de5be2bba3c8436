import ChangeRequests
import SourceReading

extension ClaimChecks {
    /// 002: the array the DataService exposes is read-only, so no one else changes the data.
    /// Measured on the DataService's public interface: each array it exposes, whether it has a
    /// public setter, whether code outside the logic layers assigns it, and whether its elements
    /// are values or objects with setters (an element changed in place changes the array's data).
    static func dataServiceArrayReadOnly(_ shaped: [ArchitectureAnalysis]) -> Claim {
        let source = "002, DataService部分: readonly"
        let arrays = shaped.flatMap { a in
            a.logicInterfaces.filter { a.declaration.dataServices.contains($0.type) }.flatMap { interface in
                interface.members.filter { $0.type.hasPrefix("[") }.map { (a, interface, $0) }
            }
        }
        guard !arrays.isEmpty else {
            return untested(source, missing: "dataService with an exposed array")
        }
        func element(_ member: SourceFile.Member) -> String {
            String(member.type.dropFirst().prefix { $0 != "]" && $0 != ":" })
        }
        func elementSetters(_ a: ArchitectureAnalysis, _ member: SourceFile.Member) -> [String]? {
            guard let kind = a.types.first(where: { $0.name == element(member) })?.kind, kind == .class else {
                return nil
            }
            return a.logicInterfaces.first { $0.type == element(member) }?.members.filter { $0.access == .settable }
                .map(\.name) ?? []
        }
        let verdicts = arrays.map { a, interface, member -> Claim.Verdict in
            if member.access == .settable || interface.assigned.contains(member.name) { return .doesNotHold }
            return elementSetters(a, member)?.isEmpty == false ? .partly : .holds
        }
        let figure = arrays.map { a, interface, member in
            let kind = a.types.first { $0.name == element(member) }?.kind.rawValue ?? "type"
            let setters = elementSetters(a, member).map {
                "settable: \($0.isEmpty ? "none" : $0.joined(separator: ", "))"
            }
            return "\(a.name)'s \(interface.type).\(member.name): \(member.type), \(member.access.rawValue), "
                + "assigned outside: \(interface.assigned.contains(member.name) ? "yes" : "no"); its element \(element(member)) is a \(kind)"
                + (setters.map { " (\($0))" } ?? "")
        }.joined(separator: ". ")
        let why = zip(arrays, verdicts).map { entry, verdict in
            let (a, _, member) = entry
            return switch verdict {
            case .holds:
                "\(a.name): `private(set)` on an array of values holds more than 002's `readonly`, which keeps the property but not the NSMutableArray it returns nor the frame models in it: here an element read from outside is a copy, and changing it changes nothing the DataService holds"
            case .partly:
                "\(a.name): the array is read-only, but its \(element(member)) objects can be changed in place through it"
            default: "\(a.name): \(member.name) can be assigned from outside"
            }
        }.joined(separator: "; ")
        return Claim(
            source: source,
            figure: "each array a DataService exposes, its access, and what its elements are. \(figure)",
            verdicts: zip(arrays, verdicts).map {
                Claim.ArchitectureVerdict("\($0.0.name) (\($0.1.type).\($0.2.name))", $1)
            }, why: why)
    }
}

/// One architecture's unit tests, case by case: the cost of each logic case of `LogicCase.all`,
/// or nil where the architecture has no test for it.
public struct ArchitectureTestability: Codable, Equatable, Sendable {
    public let architecture: String
    /// In the order of `LogicCase.all`.
    public let costs: [UnitTestCost?]
    /// Why there are no tests at all, when there are none (a missing test target).
    public let missingReason: String?

    public init(architecture: String, costs: [UnitTestCost?], missingReason: String? = nil) {
        self.architecture = architecture
        self.costs = costs
        self.missingReason = missingReason
    }

    public var tested: Int { costs.count { $0 != nil } }
    public var kitFree: Int { costs.count { $0?.isKitFree == true } }

    /// The same tests, each judged on the code it builds as well: a built class of the architecture
    /// whose types reach a UI kit type, at any depth of what they name, makes the case need the kit.
    public func judged(on analysis: ArchitectureAnalysis) -> ArchitectureTestability {
        var next: [String: [String]] = [:]
        for edge in analysis.edges { next[edge.from, default: []].append(edge.to) }
        var reaches: [String: Bool] = [:]
        func reachesKit(_ id: String, _ seen: inout Set<String>) -> Bool {
            if let known = reaches[id] { return known }
            guard seen.insert(id).inserted else { return false }
            let found = (next[id] ?? []).contains { to in
                analysis.layerOfType[to] == Layer.uiKit || reachesKit(to, &seen)
            }
            reaches[id] = found
            return found
        }
        let ids = Dictionary(
            analysis.edges.map(\.from).map { (String($0.split(separator: ".").last ?? Substring($0)), $0) }
        ) { first, _ in first }
        return ArchitectureTestability(
            architecture: architecture,
            costs: costs.map { cost in
                guard var cost else { return nil }
                cost.kitInCode = cost.objectsBuilt.filter { name in
                    var seen: Set<String> = []
                    return ids[name].map { reachesKit($0, &seen) } ?? false
                }
                return cost
            }, missingReason: missingReason)
    }

    /// The test folder of an architecture's unit tests.
    public static func testFolder(of architecture: String) -> String { "Tests/\(architecture)Tests" }
}

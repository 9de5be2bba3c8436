/// 003's claims about MVP and MVVM, measured on the cart, the screen 003 builds in both.
enum CartClaims {
    static let screen = "Cart"

    static func evaluate(
        screens: [String: [ArchitectureAnalysis]], testability: [ArchitectureTestability]
    ) -> [Claim] {
        let cart = screens[screen] ?? []
        func playing(_ role: ArchitectureDeclaration.ClaimRole) -> [ArchitectureAnalysis] {
            cart.filter { $0.declaration.claimRoles.contains(role) }
        }
        let callbacks = playing(.callbacks).first
        let binding = playing(.binding)
        let tests = Dictionary(testability.map { ($0.architecture, $0) }) { first, _ in first }
        return [
            ClaimChecks.viewModelHasMoreCode(callbacks, binding),
            ClaimChecks.moreCodeLessComplexity(callbacks, binding),
            ClaimChecks.presenterRedrawCallers(callbacks, binding),
            ClaimChecks.viewModelImportsNoKit(binding),
            ClaimChecks.bindingIncreasesTestability(
                mvc: playing(.mvc).first.flatMap { tests[$0.name] }, binding: binding.compactMap { tests[$0.name] },
                screen: screen),
        ].map { $0.measured(on: [screen]) }
    }

    /// The code lines of an analysis's logic layers.
    static func logicCode(_ analysis: ArchitectureAnalysis) -> Int {
        analysis.layers.filter { analysis.declaration.logicLayers.contains($0.name) }.reduce(0) { $0 + $1.lines.code }
    }
}

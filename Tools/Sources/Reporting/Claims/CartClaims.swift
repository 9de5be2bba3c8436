import SourceReading

/// 003's claims about MVP and MVVM, measured on the cart, the screen 003 builds in both; its rule
/// for every view model ("viewModel 绝对不能包含视图") on every screen, when `whole` gives them.
enum CartClaims {
    static let screen = "Cart"

    static func evaluate(
        screens: [String: [ArchitectureAnalysis]], testability: [ArchitectureTestability],
        whole: [ArchitectureAnalysis] = []
    ) -> [Claim] {
        let cart = screens[screen] ?? []
        func playing(_ role: ArchitectureDeclaration.ClaimRole) -> [ArchitectureAnalysis] {
            cart.filter { $0.declaration.claimRoles.contains(role) }
        }
        let callbacks = playing(.callbacks).first
        let binding = playing(.binding)
        let tests = Dictionary(testability.map { ($0.architecture, $0) }) { first, _ in first }
        let everywhere = whole.filter { $0.declaration.claimRoles.contains(.binding) }
        let rule =
            everywhere.isEmpty
            ? ClaimChecks.viewModelImportsNoKit(binding).measured(on: [screen])
            : ClaimChecks.viewModelImportsNoKit(everywhere).measured(
                on: screens.keys.sorted {
                    (LogicCase.screens.firstIndex(of: $0) ?? 99) < (LogicCase.screens.firstIndex(of: $1) ?? 99)
                })
        return [
            ClaimChecks.viewModelHasMoreCode(callbacks, binding),
            ClaimChecks.moreCodeLessComplexity(callbacks, binding),
            ClaimChecks.presenterRedrawCallers(callbacks, binding),
        ].map { $0.measured(on: [screen]) } + [rule] + [
            ClaimChecks.bindingIncreasesTestability(
                mvc: playing(.mvc).first.flatMap { tests[$0.name] }, binding: binding.compactMap { tests[$0.name] },
                screen: screen
            ).measured(on: [screen])
        ]
    }

    /// The code lines of an analysis's logic layers.
    static func logicCode(_ analysis: ArchitectureAnalysis) -> Int {
        analysis.layers.filter { analysis.declaration.logicLayers.contains($0.name) }.reduce(0) { $0 + $1.lines.code }
    }
}

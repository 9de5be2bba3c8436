/// 004's claims about its login form, measured on the login screen of each architecture.
enum LoginClaims {
    static let screen = "Login"

    static func evaluate(screens: [String: [ArchitectureAnalysis]]) -> [Claim] {
        let login = screens[screen] ?? []
        let all = login
        let binding = all.filter { $0.declaration.claimRoles.contains(.binding) }
        return [
            ClaimChecks.controllerDoesNotLogIn(binding, all: all),
            ClaimChecks.viewModelExposesLittle(binding),
        ].map { $0.measured(on: [screen]) }
    }
}

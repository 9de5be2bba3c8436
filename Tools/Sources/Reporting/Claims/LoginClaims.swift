import SourceReading

/// 004's claims about its login form, measured on the login screen of each architecture.
enum LoginClaims {
    static let screen = "Login"

    static func evaluate(screens: [String: [ArchitectureAnalysis]]) -> [Claim] {
        let login = screens[screen] ?? []
        let binding = login.filter { $0.declaration.claimRoles.contains(.binding) }
        return [
            ClaimChecks.controllerDoesNotLogIn(binding),
            ClaimChecks.viewModelExposesLittle(binding),
        ].map { $0.measured(on: [screen]) }
    }
}

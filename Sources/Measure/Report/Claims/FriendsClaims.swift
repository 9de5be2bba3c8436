/// 000's Q&A claim about its friend and follow lists, measured on the friends screen of the layered
/// versions (MVP, MVVM and MVCVM): one cell, one interface, two implementations.
enum FriendsClaims {
    static let screen = "Friends"

    static func evaluate(screens: [String: [ArchitectureAnalysis]]) -> [Claim] {
        let layered = (screens[screen] ?? []).filter { $0.declaration.claimRoles.contains(.layered) }
        return [ClaimChecks.oneCellManyLogics(layered).measured(on: [screen])]
    }
}

import SourceReading

/// 000's Q&A claim about its friend and follow lists, measured on the friends screen of the versions
/// that split their logic from the view (MVC's helpers, MVP, MVVM and MVCVM): one cell, one
/// interface, two implementations.
enum FriendsClaims {
    static let screen = "Friends"

    static func evaluate(screens: [String: [ArchitectureAnalysis]]) -> [Claim] {
        let split = (screens[screen] ?? []).filter {
            !Set($0.declaration.claimRoles).isDisjoint(with: [.layered, .mvc])
        }
        return [ClaimChecks.oneCellManyLogics(split).measured(on: [screen])]
    }
}

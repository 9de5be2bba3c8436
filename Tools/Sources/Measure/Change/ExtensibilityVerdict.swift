/// The article's claim for the proper MVC, checked on one architecture's diff of a change: a
/// new feature is a new module plus a line in the scene. The verdict reads the change's shape,
/// not the architecture's name, so any architecture can come out either way.
public struct ExtensibilityVerdict: Codable, Equatable, Sendable {
    public static let quote = "易拓展性: 无论产品未来想加回收站还是防御塔, 我需要的只是新建相应的MVC模块, 加到对应的Scene即可"
    public static let gloss =
        "Extensibility: whatever the product adds later, a recycle bin or a defence tower, all it takes is a new module added to its scene."
    public static let threshold =
        "holds: only new files and the scene changed, and the new files hold at least 75% of the change's code lines; partly: the new files hold at least half; does not hold: less than half"

    public let verdict: Claim.Verdict
    public let why: String

    public init(_ cost: ChangeCost?) {
        guard let cost else {
            verdict = .notTestedHere
            why = "no diff of this architecture: the change is not built in it"
            return
        }
        let share = cost.newFileShare
        let changedOutsideScene = cost.onlyNewFilesAndScene != true
        if !changedOutsideScene && share >= 0.75 {
            verdict = .holds
        } else if share >= 0.5 {
            verdict = .partly
        } else {
            verdict = .doesNotHold
        }
        let place =
            cost.filesChanged.isEmpty
            ? "no existing file changed"
            : changedOutsideScene ? "existing files outside the scene changed" : "only the scene changed"
        why = "new files hold \(percent(share)) of the change's code lines; \(place)"
    }
}

import Harness
import Testing

/// A spec's screens as a person saw them when it ended, attached to its result: the snapshot of
/// every navigation stack its robots opened. A failing spec then shows what was on screen, not
/// only the one value it expected (`swift test --attachments-path <folder>` writes them; Xcode
/// keeps them with the run).
struct AttachesSnapshots: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else { return try await function() }
        let opened = await OpenedScreens()
        try await OpenedScreens.$current.withValue(opened) { try await function() }
        for (index, snapshot) in await opened.snapshots.enumerated() {
            Attachment.record(snapshot, named: "screen-\(index + 1).txt")
        }
    }
}

extension Trait where Self == AttachesSnapshots {
    /// Attach the snapshot of each screen the spec opened.
    static var attachesSnapshots: Self { Self() }
}

/// The main queue's `async`, made deterministic: work waits here until the run loop turns,
/// and the test driver turns it with ``runUntilIdle()`` after every user action.
///
/// MVVM needs it: Observation reports a change before the value is written, so a binding
/// re-renders on the next turn, as `DispatchQueue.main.async` would on a device.
@MainActor
public enum MainQueue {
    private static var work: [@MainActor () -> Void] = []

    public static func async(_ block: @escaping @MainActor () -> Void) {
        work.append(block)
    }

    /// Runs queued work, including work it queues, until none is left. Returns whether any ran.
    @discardableResult
    public static func runUntilIdle() -> Bool {
        var ran = false
        while !work.isEmpty {
            work.removeFirst()()
            ran = true
        }
        return ran
    }
}

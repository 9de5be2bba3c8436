import HeadlessUIKit
import Observation

/// How a TEA view follows its store, on Swift's Observation as the other versions bind: it reads
/// the state and renders it, and renders again whenever what it read changes.
///
/// Observation reports a change before the new value is stored, so the render runs again on the
/// next turn of the main queue, once per turn however many messages changed the state in it.
@MainActor
public final class Rendering {
    private var render: (@MainActor () -> Void)?
    private var isScheduled = false

    public init() {}

    /// Renders now with `read`'s value, and again after every change of what `read` reads.
    public func follow<Owner: AnyObject, Value>(
        _ owner: Owner, _ read: @escaping @MainActor (Owner) -> Value,
        render apply: @escaping @MainActor (Owner, Value) -> Void
    ) {
        render = { [weak self, weak owner] in
            guard let owner else { return }
            let value = withObservationTracking {
                read(owner)
            } onChange: { [weak self] in
                MainActor.assumeIsolated { self?.schedule() }
            }
            apply(owner, value)
        }
        render?()
    }

    private func schedule() {
        guard !isScheduled else { return }
        isScheduled = true
        MainQueue.async { [weak self] in
            self?.isScheduled = false
            self?.render?()
        }
    }
}

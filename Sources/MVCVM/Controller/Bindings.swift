import HeadlessUIKit
import Observation

/// The one way MVCVM controllers bind views to view models, in the seed's `RAC(label, text) = RACObserve(viewModel, name)`
/// shape but on Swift's Observation: read a view model's state, apply it to a view, and apply it
/// again whenever what was read changes.
///
/// Observation reports a change before the new value is stored, so the binding reads again on
/// the next turn of the main queue. Only `read` is tracked: what `apply` touches (a table asking
/// its cells, for example) never subscribes the binding to more than it meant to watch.
@MainActor
public final class Bindings {
    private var renders: [@MainActor () -> Void] = []
    private var generation = 0

    public init() {}

    public func bind<Owner: AnyObject, Value>(
        _ owner: Owner,
        _ read: @escaping @MainActor (Owner) -> Value,
        to apply: @escaping @MainActor (Owner, Value) -> Void
    ) {
        let index = renders.count
        let generation = generation
        renders.append { [weak self, weak owner] in
            guard let owner else { return }
            let value = withObservationTracking {
                read(owner)
            } onChange: { [weak self] in
                MainActor.assumeIsolated {
                    MainQueue.async { self?.render(index, generation: generation) }
                }
            }
            apply(owner, value)
        }
        render(index, generation: generation)
    }

    /// Stops every binding, as a reused cell does before it binds its next view model.
    public func unbindAll() {
        renders.removeAll()
        generation += 1
    }

    private func render(_ index: Int, generation: Int) {
        guard generation == self.generation else { return }
        renders[index]()
    }
}

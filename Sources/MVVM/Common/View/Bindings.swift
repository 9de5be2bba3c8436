import HeadlessUIKit
import Observation

/// The one way MVVM views bind, in the seed's `RAC(label, text) = RACObserve(viewModel, name)`
/// shape but on Swift's Observation: read a view model's state, apply it to a view, and apply it
/// again whenever what was read changes.
///
/// `read` starts at the owner, as `RACObserve(self, viewModel.name)` does: when the owner has an
/// observable `viewModel` slot and is handed another view model, the change ends the binding's
/// registration on the old one (Observation cancels the whole tracking once anything it read
/// changes), and the next read registers on the new one.
///
/// Observation reports a change before the new value is stored, so the binding reads again on
/// the next turn of the main queue. Only `read` is tracked: what `apply` touches (a table asking
/// its cells, for example) never subscribes the binding to more than it meant to watch.
@MainActor
public final class Bindings {
    private var renders: [@MainActor () -> Void] = []

    public init() {}

    public func bind<Owner: AnyObject, Value>(
        _ owner: Owner,
        _ read: @escaping @MainActor (Owner) -> Value,
        to apply: @escaping @MainActor (Owner, Value) -> Void
    ) {
        bind(owner, read, to: apply, appliesNow: true)
    }

    /// Applies only when what `read` reads changes, not to the value it holds when bound (RAC's
    /// `[RACObserve(…) skip:1]`): a table's reload has nothing to draw before the first answer.
    public func bindChanges<Owner: AnyObject, Value>(
        _ owner: Owner,
        _ read: @escaping @MainActor (Owner) -> Value,
        to apply: @escaping @MainActor (Owner, Value) -> Void
    ) {
        bind(owner, read, to: apply, appliesNow: false)
    }

    private func bind<Owner: AnyObject, Value>(
        _ owner: Owner,
        _ read: @escaping @MainActor (Owner) -> Value,
        to apply: @escaping @MainActor (Owner, Value) -> Void,
        appliesNow: Bool
    ) {
        let index = renders.count
        var applies = appliesNow
        renders.append { [weak self, weak owner] in
            guard let owner else { return }
            let value = withObservationTracking {
                read(owner)
            } onChange: { [weak self] in
                MainActor.assumeIsolated {
                    MainQueue.async { self?.renders[index]() }
                }
            }
            if applies { apply(owner, value) }
            applies = true
        }
        renders[index]()
    }
}

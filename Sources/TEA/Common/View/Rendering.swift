import HeadlessUIKit
import Observation

/// How a TEA view follows its store, on Swift's Observation as the other versions bind: each
/// `follow` reads part of the state and renders it, and renders again whenever that part changes,
/// so a view redraws only what a message changed (objc.io's TEA diffs virtual views to the same
/// end). Observation reports any change of the state, so each follow compares what it read with
/// what it last rendered.
///
/// Observation reports a change before the new value is stored, so a render runs again on the
/// next turn of the main queue, once per turn however many messages changed what it read.
@MainActor
public final class Rendering {
    private var renders: [@MainActor () -> Void] = []
    /// Each follow's place among every follow made, by any view.
    private var orders: [Int] = []
    private static var made = 0
    private static var waiting: [(order: Int, render: @MainActor () -> Void)] = []

    public init() {}

    /// Renders now with `read`'s value, and again after every change of what `read` reads.
    public func follow<Owner: AnyObject, Value: Equatable>(
        _ owner: Owner, _ read: @escaping @MainActor (Owner) -> Value,
        render apply: @escaping @MainActor (Owner, Value) -> Void
    ) {
        follow(owner, read, render: apply, rendersNow: true)
    }

    /// Renders only after a change of what `read` reads, not the value it holds now: a list has
    /// nothing to draw before its first answer.
    public func followChanges<Owner: AnyObject, Value: Equatable>(
        _ owner: Owner, _ read: @escaping @MainActor (Owner) -> Value,
        render apply: @escaping @MainActor (Owner, Value) -> Void
    ) {
        follow(owner, read, render: apply, rendersNow: false)
    }

    /// Renders the pair, as `follow` does one value. (A label of its own, not an overload: a
    /// render closure is then typed by its one candidate, whatever its body holds.)
    public func follow<Owner: AnyObject, First: Equatable, Second: Equatable>(
        _ owner: Owner, both read: @escaping @MainActor (Owner) -> (First, Second),
        render apply: @escaping @MainActor (Owner, (First, Second)) -> Void
    ) {
        follow(owner, { Pair(read($0)) }, render: { apply($0, ($1.first, $1.second)) }, rendersNow: true)
    }

    /// Renders the pair, as `followChanges` does one value.
    public func followChanges<Owner: AnyObject, First: Equatable, Second: Equatable>(
        _ owner: Owner, both read: @escaping @MainActor (Owner) -> (First, Second),
        render apply: @escaping @MainActor (Owner, (First, Second)) -> Void
    ) {
        follow(owner, { Pair(read($0)) }, render: { apply($0, ($1.first, $1.second)) }, rendersNow: false)
    }

    private func follow<Owner: AnyObject, Value: Equatable>(
        _ owner: Owner, _ read: @escaping @MainActor (Owner) -> Value,
        render apply: @escaping @MainActor (Owner, Value) -> Void, rendersNow: Bool
    ) {
        let index = renders.count
        orders.append(Self.made)
        Self.made += 1
        var applies = rendersNow
        var last: Value?
        renders.append { [weak self, weak owner] in
            guard let owner else { return }
            let value = withObservationTracking {
                read(owner)
            } onChange: { [weak self] in
                MainActor.assumeIsolated { self?.schedule(index) }
            }
            if applies, value != last { apply(owner, value) }
            last = value
            applies = true
        }
        renders[index]()
    }

    /// Observation calls `onChange` once per tracking, and a render tracks again only when it runs,
    /// so each follow has at most one render waiting.
    private func schedule(_ index: Int) {
        if Self.waiting.isEmpty { MainQueue.async { Self.renderWaiting() } }
        Self.waiting.append((orders[index], { [weak self] in self?.renders[index]() }))
    }

    /// The renders of one turn, in the order their follows were made (a list before the cells it
    /// makes), as a TEA render walks its views from the root.
    ///
    /// Observation reports changes in no fixed order from one process to the next; rendering in
    /// that order would let a cell draw a row its list is about to take away, or not.
    private static func renderWaiting() {
        let due = waiting.sorted { $0.order < $1.order }
        waiting = []
        for item in due { item.render() }
    }
}

private struct Pair<First: Equatable, Second: Equatable>: Equatable {
    let first: First
    let second: Second

    init(_ pair: (First, Second)) {
        first = pair.0
        second = pair.1
    }
}

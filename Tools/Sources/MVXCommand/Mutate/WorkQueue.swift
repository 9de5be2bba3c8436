import Foundation
import MutationTesting

/// The outcomes so far, by id, written from the runners' threads.
final class Outcomes: @unchecked Sendable {
    private let lock = NSLock()
    private var outcomes: [Int: MutantResult.Outcome] = [:]

    func set(_ id: Int, _ outcome: MutantResult.Outcome) { lock.withLock { outcomes[id] = outcome } }

    var all: [Int: MutantResult.Outcome] { lock.withLock { outcomes } }
}

/// The first error of the runners, which stops the others.
final class FirstError: @unchecked Sendable {
    private let lock = NSLock()
    private var first: (any Error)?

    func set(_ error: any Error) { lock.withLock { if first == nil { first = error } } }

    var error: (any Error)? { lock.withLock { first } }
}

/// The mutants still to run, handed out one at a time to whichever runner is free.
final class WorkQueue: @unchecked Sendable {
    typealias Item = MutationPlan.Item
    private let lock = NSLock()
    private var items: [Item]
    private var index = 0

    init(_ items: [Item]) { self.items = items }

    var count: Int { items.count }

    func next() -> Item? {
        lock.withLock {
            guard index < items.count else { return nil }
            index += 1
            return items[index - 1]
        }
    }

    func stop() { lock.withLock { index = items.count } }
}

import Observation

/// objc.io's `Driver` without its virtual views: the one place a screen's state lives. It hands
/// each message to the state's `update`, then each command to `run`, which answers with more
/// messages; the views observe `state` and never change it.
///
/// A command's answer reaches the store through a weak reference: once the screen is closed the
/// store is gone, and a late answer changes nothing.
@MainActor
@Observable
public final class Store<State: Program> {
    public private(set) var state: State
    /// Runs a command; `send` takes the messages that answer it.
    public typealias Run = @MainActor (State.Command, _ send: @escaping @MainActor (State.Message) -> Void) -> Void

    @ObservationIgnored private let run: Run

    public init(_ state: State, run: @escaping Run) {
        self.state = state
        self.run = run
    }

    public func send(_ message: State.Message) {
        let commands = state.update(message)
        for command in commands {
            run(command) { [weak self] answer in self?.send(answer) }
        }
    }
}

import Shared

/// objc.io's `Driver` without its virtual views: the one place a screen's state lives. It hands
/// each message to the state's `update`, has the scene render the new state, then runs each command
/// through the scene's interpreter, which answers with more messages; views never change the state.
///
/// A message sent while one is handled (a command the scene answers at once) waits its turn, so
/// `update` never runs inside itself. A command's answer reaches the store through a weak
/// reference: once the screen is closed the store is gone, and a late answer changes nothing.
@MainActor
public final class Store<State: Program> {
    public private(set) var state: State
    /// Runs a command; `send` takes the messages that answer it.
    public typealias Run = @MainActor (State.Command, _ send: @escaping @MainActor (State.Message) -> Void) -> Void

    private let run: Run
    private var render: (@MainActor (State) -> Void)?
    private var queue: [State.Message] = []

    public init(_ state: State, run: @escaping Run) {
        self.state = state
        self.run = run
    }

    /// Renders the state now, and again after every message.
    public func render(with render: @escaping @MainActor (State) -> Void) {
        self.render = render
        render(state)
    }

    public func send(_ message: State.Message) {
        queue.append(message)
        guard queue.count == 1 else { return }
        while let message = queue.first {
            let commands = state.update(message)
            render?(state)
            for command in commands {
                run(command) { [weak self] answer in self?.send(answer) }
            }
            queue.removeFirst()
        }
    }
}

extension Result where Failure == APIError {
    /// The API's answer as a message carries it: its error as the update layer's `RequestError`.
    public var answer: Result<Success, RequestError> { mapError { RequestError(message: $0.message) } }
}

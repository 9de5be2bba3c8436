/// A screen's logic in TEA: a value that only a message changes, and that says, for each message,
/// which commands to run. `update` runs no request and names no view, so a test of it is a
/// message in and a state and commands out.
public protocol Program {
    associatedtype Message
    associatedtype Command

    mutating func update(_ message: Message) -> [Command]
}

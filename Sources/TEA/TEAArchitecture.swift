import Scenario

/// The Elm Architecture, as objc.io's Recordings-TEA writes it in Swift: each screen's state is
/// one value, a message is the only way to change it, and `update` (the message in, the state
/// changed and the commands to run out) is the only code that decides anything. One `Store` per
/// screen holds the state and has the scene render it after each message; the scene draws what
/// changed since the state it shows (the view diff) and runs every command, whose answers are
/// messages again; cells draw the row values they are given and send messages.
///
/// None of the five articles writes it; where an article's idea has a place here, the file that
/// takes it says which (003's `PresentDelegate` is a message, 002's frame model is state).
public enum TEAArchitecture: Architecture {
    public static let name = "TEA"
}

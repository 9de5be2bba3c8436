import Scenario

/// The Elm Architecture, as objc.io's Recordings-TEA writes it in Swift: each screen's state is
/// one value, a message is the only way to change it, and `update` (the message in, the state
/// changed and the commands to run out) is the only code that decides anything. A `Store` holds
/// the state, runs the commands over the shared API and feeds their answers back as messages;
/// views render the state and send messages, and the scene is the driver that joins them.
///
/// None of the five articles writes it; where an article's idea has a place here, the file that
/// takes it says which (003's `PresentDelegate` is a message, 002's frame model is state).
public enum TEAArchitecture: Architecture {
    public static let name = "TEA"
}

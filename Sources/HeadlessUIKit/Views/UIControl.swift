/// A view a user acts on: it runs the actions added for an event when the event happens.
@MainActor
open class UIControl: UIView {
    /// The events the kit sends: a tap, a change of value, and an edit of a text field's text.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let editingChanged = Event(rawValue: 1 << 17)
    }

    /// The states a control's look can depend on.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal: State = []
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    public var isEnabled = true
    /// A look the code chooses (a followed button, a chosen tab); it changes nothing a tap does.
    public var isSelected = false
    private var actions: [(event: Event, action: UIAction)] = []

    public var state: State {
        var state: State = isEnabled ? .normal : .disabled
        if isSelected { state.insert(.selected) }
        return state
    }

    public func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((controlEvents, action))
    }

    public func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.event.isDisjoint(with: controlEvents) { entry.action.handler(entry.action) }
    }
}

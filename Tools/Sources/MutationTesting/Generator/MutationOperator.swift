/// One kind of realistic one-line bug that `mvx mutate` plants in an architecture's code, to see
/// whether the behaviour suite notices.
public enum MutationOperator: String, CaseIterable, Codable, Sendable {
    case deleteStatement
    case deleteGuard
    case dropAssignment
    case dropWeak
    case flipBoolean
    case swapEquality
    case swapOrder
    case incrementInteger
    case decrementInteger
    case dropNegation
    case dropReset
    case swapStatements
    case swapVariable
    case formatField

    /// What the operator does, as MUTATION.md explains it.
    public var summary: String {
        switch self {
        case .deleteStatement: "delete a statement line"
        case .deleteGuard: "delete a one-line `guard`"
        case .dropAssignment: "delete an assignment line"
        case .dropWeak: "make a `weak` capture or property strong (a capture keeps its weak name beside a strong one)"
        case .flipBoolean: "`true` ↔ `false`"
        case .swapEquality: "`==` ↔ `!=`, `===` ↔ `!==`"
        case .swapOrder: "`<` ↔ `<=`, `>` ↔ `>=`"
        case .incrementInteger: "an integer literal + 1"
        case .decrementInteger: "an integer literal − 1"
        case .dropNegation: "drop a prefix `!`"
        case .dropReset:
            "delete a reset to a constant (`x = nil`, `= false`, `= []`, `= 0`), on its own line or in a one-line closure"
        case .swapStatements: "swap two adjacent statement lines"
        case .swapVariable: "use a property's sibling of the same type in the same declaring type (copy-paste)"
        case .formatField:
            "change a date format's field (`MM` → `M`, `dd` → `d`, `MM` ↔ `dd`, `yyyy` → `YYYY`, `HH` → `hh`)"
        }
    }

    /// The family of bugs the operator stands for, as MUTATION.md and REPORT.md score them.
    public var family: Family {
        switch self {
        case .deleteStatement, .deleteGuard, .dropAssignment, .swapStatements: .statements
        case .dropReset: .resets
        case .flipBoolean, .swapEquality, .swapOrder, .dropNegation: .conditions
        case .incrementInteger, .decrementInteger: .numbers
        case .swapVariable: .copies
        case .formatField: .formats
        case .dropWeak: .memory
        }
    }

    /// A kind of bug developers write, which one or more operators plant.
    public enum Family: String, CaseIterable, Codable, Sendable {
        case statements, resets, conditions, numbers, copies, formats, memory

        public var summary: String {
            switch self {
            case .statements: "a statement missing or out of order"
            case .resets: "a state not set back (a refresh or an answer that leaves a flag, a page or a list as it was)"
            case .conditions: "a condition wrong (a flag, a comparison, a negation)"
            case .numbers: "a number off by one"
            case .copies: "a copy-paste slip: the sibling property of the same type"
            case .formats: "a format field wrong (shows only with other data)"
            case .memory: "a capture or property that keeps an object alive"
            }
        }
    }
}

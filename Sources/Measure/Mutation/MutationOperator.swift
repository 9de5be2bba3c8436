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

    /// What the operator does, as MUTATION.md explains it.
    public var summary: String {
        switch self {
        case .deleteStatement: "delete a statement line"
        case .deleteGuard: "delete a one-line `guard`"
        case .dropAssignment: "delete an assignment line"
        case .dropWeak: "make a `weak` capture or property strong"
        case .flipBoolean: "`true` ↔ `false`"
        case .swapEquality: "`==` ↔ `!=`, `===` ↔ `!==`"
        case .swapOrder: "`<` ↔ `<=`, `>` ↔ `>=`"
        case .incrementInteger: "an integer literal + 1"
        case .decrementInteger: "an integer literal − 1"
        case .dropNegation: "drop a prefix `!`"
        }
    }
}

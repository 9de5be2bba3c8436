/// The arguments of one `mvx` command, read one at a time: the parsing every command shares.
struct ArgumentList {
    /// Bad input: the one line a command prints, before it exits 64 and writes nothing.
    struct UsageError: Error {
        let message: String
    }

    private var rest: ArraySlice<String>

    init(_ arguments: [String]) {
        rest = arguments[...]
    }

    mutating func next() -> String? { rest.popFirst() }

    /// What is left, unread.
    var remaining: [String] { Array(rest) }

    /// The value after `flag`, which must not be another flag.
    mutating func value(of flag: String) throws(UsageError) -> String {
        guard let value = rest.popFirst(), !value.hasPrefix("-") else {
            throw UsageError(message: "\(flag) needs a value")
        }
        return value
    }

    /// The whole number above 0 after `flag`.
    mutating func positiveInt(of flag: String) throws(UsageError) -> Int {
        let text = try value(of: flag)
        guard let number = Int(text), number > 0 else {
            throw UsageError(message: "\(flag) takes a whole number above 0, not '\(text)'")
        }
        return number
    }

    /// The number above 0 after `flag`.
    mutating func positiveDouble(of flag: String) throws(UsageError) -> Double {
        let text = try value(of: flag)
        guard let number = Double(text), number > 0 else {
            throw UsageError(message: "\(flag) takes a number above 0, not '\(text)'")
        }
        return number
    }

    /// The comma-separated list after `flag`.
    mutating func list(of flag: String) throws(UsageError) -> [String] {
        try value(of: flag).split(separator: ",").map(String.init)
    }

    static func unknown(_ argument: String) -> UsageError {
        UsageError(message: "unknown argument '\(argument)'")
    }
}

import SourceReading

/// The arguments of one `mvx` command, read one at a time: the parsing every command shares.
struct ArgumentList {
    private var rest: ArraySlice<String>

    init(_ arguments: [String]) {
        rest = arguments[...]
    }

    mutating func next() -> String? { rest.popFirst() }

    /// What is left, unread.
    var remaining: [String] { Array(rest) }

    /// The value after `flag`, which must not be another flag.
    mutating func value(of flag: String) throws(LabError) -> String {
        guard let value = rest.popFirst(), !value.hasPrefix("-") else {
            throw LabError("\(flag) needs a value")
        }
        return value
    }

    /// The whole number above 0 after `flag`.
    mutating func positiveInt(of flag: String) throws(LabError) -> Int {
        let text = try value(of: flag)
        guard let number = Int(text), number > 0 else {
            throw LabError("\(flag) takes a whole number above 0, not '\(text)'")
        }
        return number
    }

    /// The number above 0 after `flag`.
    mutating func positiveDouble(of flag: String) throws(LabError) -> Double {
        let text = try value(of: flag)
        guard let number = Double(text), number > 0 else {
            throw LabError("\(flag) takes a number above 0, not '\(text)'")
        }
        return number
    }

    /// The comma-separated list after `flag`.
    mutating func list(of flag: String) throws(LabError) -> [String] {
        try value(of: flag).split(separator: ",").map(String.init)
    }

    static func unknown(_ argument: String) -> LabError {
        LabError("unknown argument '\(argument)'")
    }
}

/// Every error of the lab: the one line a user reads after `mvx: error:`. A command ends with exit
/// status 1 on it, or 64 when the error is in its arguments.
public struct LabError: Error, Equatable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

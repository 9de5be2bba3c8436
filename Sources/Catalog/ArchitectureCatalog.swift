import Foundation
import HeadlessUIKit
import MVC
import MVCVM
import MVP
import MVVM
import MassiveMVC
import Scenario

/// The one list of architectures. The suite runs every spec against each entry and the report
/// measures each, so a new architecture joins both by being added here.
public enum ArchitectureCatalog {
    public static let all: [ArchitectureEntry] = [
        ArchitectureEntry(MassiveMVCArchitecture.self),
        ArchitectureEntry(MVCArchitecture.self),
        ArchitectureEntry(MVPArchitecture.self),
        ArchitectureEntry(MVVMArchitecture.self),
        ArchitectureEntry(MVCVMArchitecture.self),
    ]

    /// The entries named in `MVX_ARCH` (comma-separated, for example `MVX_ARCH=MVP,MVVM`), or all
    /// when it is unset or empty. A name the catalog does not hold is an error, not an empty run.
    public static func selected(by environment: [String: String]) throws(UnknownArchitecture) -> [ArchitectureEntry] {
        let names = (environment["MVX_ARCH"] ?? "").split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
        guard !names.isEmpty else { return all }
        func matches(_ name: String, _ entry: ArchitectureEntry) -> Bool {
            name.caseInsensitiveCompare(entry.name) == .orderedSame
        }
        let unknown = names.filter { name in !all.contains { matches(name, $0) } }
        guard unknown.isEmpty else { throw UnknownArchitecture(names: unknown, known: all.map(\.name)) }
        return all.filter { entry in names.contains { matches($0, entry) } }
    }
}

/// An architecture as a value: its name and a way to make its profile screen.
public struct ArchitectureEntry: Sendable, CustomStringConvertible {
    public let name: String
    private let make: @MainActor @Sendable (Int, ProfileEnvironment) -> UIViewController

    public init<A: Architecture>(_ architecture: A.Type) {
        name = A.name
        make = { A.makeProfileScreen(userId: $0, environment: $1) }
    }

    @MainActor
    public func makeProfileScreen(userId: Int, environment: ProfileEnvironment) -> UIViewController {
        make(userId, environment)
    }

    public var description: String { name }
}

import Foundation

#if canImport(Testing)
    import Testing
#endif

/// The runtime switch of a mutant schema: `mvx mutate` writes every mutant of the code it measures
/// into one copy of the sources, each behind `MutantSwitch.isActive(id)`, and copies this file into
/// each mutated target, so that one build runs any mutant by setting `MVX_MUTANT=<id>`
/// (`MVX_MUTANT=0`: none, while a mutant written plainly into the copy plays). With
/// `MVX_MUTANT_REACH=<file>` set, it notes which running test reaches which mutant instead.
public enum MutantSwitch {
    /// Whether mutant `id` is the one this process runs; the schema's code takes the mutated path
    /// when it is.
    public static func isActive(_ id: Int) -> Bool {
        let state = State.shared
        state.reach(id)
        return state.active == id
    }

    /// Whether mutant `id` is active, in code a process runs once (a static's initializer): the
    /// first test to read the static runs the switch, every later test reads what it made, so the
    /// reach it notes is every test's.
    public static func isActiveOnce(_ id: Int) -> Bool {
        let state = State.shared
        state.reach(id, everyTest: true)
        return state.active == id
    }

    /// `object` while mutant `id` is active, else nil: a capture `[weak self, kept = retained(id,
    /// self)]` holds the object strongly only under the mutant that drops the `weak`.
    public static func retained(_ id: Int, _ object: AnyObject?) -> AnyObject? {
        isActive(id) ? object : nil
    }

    /// The ids this schema switches, as `mvx mutate` writes them into the copy: `1-40,42`.
    /// Empty in the package itself, where any id is accepted.
    static let schemaIDs = ""

    /// What the process reads once from its environment, and the reaches noted so far.
    final class State: @unchecked Sendable {
        static let shared = State(environment: ProcessInfo.processInfo.environment, schemaIDs: schemaIDs)

        let active: Int?
        private let reachFile: UnsafeMutablePointer<FILE>?
        private let lock = NSLock()
        private var reached: Set<String> = []

        /// Stops the process with a one-line error when `MVX_MUTANT` names no mutant of the schema.
        init(environment: [String: String], schemaIDs: String) {
            switch Self.active(environment["MVX_MUTANT"], schemaIDs: schemaIDs) {
            case .success(let id): active = id
            case .failure(let error):
                FileHandle.standardError.write(Data("mvx: \(error.message)\n".utf8))
                exit(64)
            }
            reachFile = environment["MVX_MUTANT_REACH"].flatMap { fopen($0, "a") }
        }

        /// Why `MVX_MUTANT` cannot be run.
        struct BadMutant: Error {
            let message: String
        }

        /// The mutant `MVX_MUTANT` names (nil when it is not set), if the schema has it; 0 switches
        /// none on (a mutant built plainly into the copy is playing).
        static func active(_ text: String?, schemaIDs: String) -> Result<Int?, BadMutant> {
            guard let text else { return .success(nil) }
            let known = ids(schemaIDs)
            guard let id = Int(text), id == 0 || known.map({ $0.contains(id) }) ?? (id > 0) else {
                return .failure(BadMutant(message: "MVX_MUTANT=\(text) names no mutant of this schema"))
            }
            return .success(id)
        }

        /// The ids a `1-40,42` list names; nil for an empty list.
        static func ids(_ list: String) -> Set<Int>? {
            guard !list.isEmpty else { return nil }
            var ids: Set<Int> = []
            for part in list.split(separator: ",") {
                let bounds = part.split(separator: "-").compactMap { Int($0) }
                if let first = bounds.first { ids.formUnion(first...(bounds.last ?? first)) }
            }
            return ids
        }

        /// Notes, once per test, that the running test reached mutant `id`: `<id> <test>` per line,
        /// `?` for code run outside any test or once for all (`everyTest`), and `<test>#<seed>`
        /// while a differential session plays a seed (it says which, in `MVX_SESSION_SEED`).
        func reach(_ id: Int, everyTest: Bool = false) {
            guard let reachFile else { return }
            let seed = getenv("MVX_SESSION_SEED").map { "#" + String(cString: $0) } ?? ""
            let test = everyTest ? nil : Self.currentTest
            let line = "\(id) \(test.map { $0 + seed } ?? "?")\n"
            lock.withLock {
                guard reached.insert(line).inserted else { return }
                fputs(line, reachFile)
                fflush(reachFile)
            }
        }

        /// The running Swift Testing test, as `Module.Suite/test(_:)`, without its source location.
        static var currentTest: String? {
            #if canImport(Testing)
                guard let id = Test.current?.id.description else { return nil }
                guard let slash = id.lastIndex(of: "/"), id[slash...].contains(".swift:") else { return id }
                return String(id[..<slash])
            #else
                return nil
            #endif
        }
    }
}

import Foundation
import SourceReading

/// Every spec against every architecture, passed or failed, read from the event stream of an
/// actual `swift test` run (Swift Testing's JSON lines, `--experimental-event-stream-version 0`).
public struct SpecMatrix: Codable, Equatable, Sendable {
    /// What one spec did against one architecture.
    public enum Outcome: String, Codable, Sendable {
        case passed, failed
        case notRun = "not run"
    }

    /// One row of the matrix.
    public struct Spec: Codable, Equatable, Sendable {
        /// The folder of `Tests/MVXTests/Specs` the spec is written in (`Profile`, `Login`).
        public let screen: String
        public let suite: String
        public let name: String
        /// One outcome per architecture, in the order of ``SpecMatrix/architectures``.
        public let outcomes: [Outcome]
    }

    public let architectures: [String]
    /// Sorted by suite, then by where the spec is written.
    public let specs: [Spec]

    public var allPassed: Bool { specs.allSatisfy { $0.outcomes.allSatisfy { $0 == .passed } } }

    /// Each spec that failed or did not run somewhere, as "Suite: name (failed: MVP; not run: MVVM)".
    public var problems: [String] {
        specs.compactMap { spec in
            let failed = zip(architectures, spec.outcomes).filter { $0.1 == .failed }.map(\.0)
            let notRun = zip(architectures, spec.outcomes).filter { $0.1 == .notRun }.map(\.0)
            let parts =
                (failed.isEmpty ? [] : ["failed: " + failed.joined(separator: ", ")])
                + (notRun.isEmpty ? [] : ["not run: " + notRun.joined(separator: ", ")])
            return parts.isEmpty ? nil : "\(spec.suite): \(spec.name) (\(parts.joined(separator: "; ")))"
        }
    }

    /// A case belongs to the architecture its first argument names (`MVC`, or `MVC, 2`). Only the
    /// tests of `module` (the behaviour specs) are read; the package's other tests are not specs.
    public init(eventStream: String, architectures: [String], module: String = "MVXTests") throws(LabError) {
        self.architectures = architectures
        struct Test {
            var suite = ""
            var name = ""
            var file = ""
            var screen = ""
            var line = 0
            var isFunction = false
            var started: Set<String> = []
            var failed: Set<String> = []
        }
        var tests: [String: Test] = [:]
        var suites: [String: String] = [:]
        var sawRunEnd = false
        for line in eventStream.utf8.split(separator: UInt8(ascii: "\n")) {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
                let payload = object["payload"] as? [String: Any]
            else { throw LabError("the test event stream holds a line that is not a JSON object") }
            let kind = object["kind"] as? String
            if kind == "test" {
                guard let id = payload["id"] as? String else { continue }
                let display = payload["displayName"] as? String ?? payload["name"] as? String ?? id
                if payload["kind"] as? String == "suite" {
                    suites[id] = display
                } else {
                    let location = payload["sourceLocation"] as? [String: Any]
                    tests[id, default: Test()].name = display
                    tests[id, default: Test()].isFunction = true
                    tests[id, default: Test()].file = location?["fileID"] as? String ?? ""
                    tests[id, default: Test()].line = location?["line"] as? Int ?? 0
                    tests[id, default: Test()].screen = Self.screen(ofSpecAt: location?["_filePath"] as? String ?? "")
                }
                continue
            }
            guard kind == "event", let eventKind = payload["kind"] as? String else { continue }
            if eventKind == "runEnded" { sawRunEnd = true }
            guard let testID = payload["testID"] as? String else { continue }
            // An issue outside any case (a failing argument list, say) fails the spec for all.
            let testCase = (payload["_testCase"] as? [String: Any])?["displayName"] as? String ?? "*"
            let architecture = String(testCase.split(separator: ",").first ?? "").trimmingCharacters(in: .whitespaces)
            switch eventKind {
            case "testCaseStarted": tests[testID, default: Test()].started.insert(architecture)
            case "issueRecorded": tests[testID, default: Test()].failed.insert(architecture)
            default: break
            }
        }
        guard sawRunEnd else { throw LabError("the test run did not finish (no runEnded event)") }
        specs = tests.filter { $0.value.isFunction && $0.key.hasPrefix(module + ".") }.map { id, test in
            let suiteID = id.split(separator: "/").first.map(String.init) ?? ""
            let outcomes = architectures.map { architecture -> Outcome in
                test.failed.contains(architecture) || test.failed.contains("*")
                    ? .failed : test.started.contains(architecture) ? .passed : .notRun
            }
            return (
                Spec(screen: test.screen, suite: suites[suiteID] ?? suiteID, name: test.name, outcomes: outcomes),
                test.file, test.line
            )
        }
        .sorted { ($0.0.suite, $0.1, $0.2) < ($1.0.suite, $1.1, $1.2) }
        .map(\.0)
    }

    /// The screen folder of a spec file (`…/Specs/Login/LoginFormSpecs.swift` is `Login`); empty
    /// for a spec outside any screen folder.
    public static func screen(ofSpecAt path: String) -> String {
        let components = path.split(separator: "/")
        guard let specs = components.lastIndex(of: "Specs"), specs + 2 < components.count else { return "" }
        return String(components[specs + 1])
    }
}

import Catalog
import Harness
import Shared

/// Plays one session on every architecture and compares what a person sees after each step (the
/// robot's snapshot, and the requests the server got); after a close, every object the screen
/// made must be freed, and the answers still in flight must ask nothing and crash nothing.
@MainActor
public enum DifferentialRun {
    /// Where the architectures first part: after which step (0 is the screen just opened), and
    /// what each one showed then.
    public struct Divergence: Sendable, Equatable {
        public let step: Int
        public let observations: [(architecture: String, text: String)]

        public static func == (lhs: Divergence, rhs: Divergence) -> Bool {
            lhs.step == rhs.step && lhs.observations.map(\.architecture) == rhs.observations.map(\.architecture)
                && lhs.observations.map(\.text) == rhs.observations.map(\.text)
        }

        /// The architectures grouped by what they showed, the largest group first.
        public var groups: [(architectures: [String], text: String)] {
            var groups: [(architectures: [String], text: String)] = []
            for (architecture, text) in observations {
                if let index = groups.firstIndex(where: { $0.text == text }) {
                    groups[index].architectures.append(architecture)
                } else {
                    groups.append(([architecture], text))
                }
            }
            return groups.sorted { $0.architectures.count > $1.architectures.count }
        }
    }

    /// The first divergence of the session, or nil when every architecture saw the same throughout.
    public static func run<S: PlayableSession>(_ session: S, on architectures: [ArchitectureEntry]) -> Divergence? {
        let observed = architectures.map { observations(of: session, on: $0) }
        let steps = observed.map(\.count).min() ?? 0
        for step in 0..<steps {
            let texts = observed.map { $0[step] }
            if texts.contains(where: { $0 != texts[0] }) {
                return Divergence(step: step, observations: Array(zip(architectures.map(\.name), texts)))
            }
        }
        return nil
    }

    /// What one architecture showed after opening and after each step.
    static func observations<S: PlayableSession>(of session: S, on architecture: ArchitectureEntry) -> [String] {
        let robot = session.open(architecture)
        func observe() -> String {
            robot.snapshot + "\nrequests: " + robot.server.log.map(\.description).sorted().joined(separator: ", ")
        }
        var observations = [observe()]
        for step in session.steps {
            if session.isClose(step),
                let graph = robot.screen.map({ ObjectGraph(from: $0, excluding: [robot.server, robot.navigation]) })
            {
                session.perform(step, on: robot)
                let asked = robot.server.log.count
                robot.server.stopHoldingEverything()
                robot.settle()
                observations.append(
                    observe() + "\nalive after close: \(graph.alive.sorted())"
                        + "\nasked after close: \(robot.server.log.count - asked)")
                break
            }
            session.perform(step, on: robot)
            observations.append(observe())
        }
        return observations
    }

    /// The shortest session found that still shows a divergence: steps after it are cut, then
    /// chunks of steps removed while it still shows (delta debugging).
    public static func shrink<S: PlayableSession>(_ session: S, on architectures: [ArchitectureEntry]) -> S {
        guard let first = run(session, on: architectures) else { return session }
        var best = session
        best.steps = Array(session.steps.prefix(first.step))
        var chunk = max(1, best.steps.count / 2)
        while chunk >= 1 {
            var index = 0
            var removedAny = false
            while index < best.steps.count {
                var candidate = best
                candidate.steps.removeSubrange(index..<min(index + chunk, candidate.steps.count))
                if run(candidate, on: architectures) != nil {
                    best = candidate
                    removedAny = true
                } else {
                    index += chunk
                }
            }
            if !removedAny { chunk /= 2 }
        }
        return best
    }

    /// A spec ready to paste into a suite of `Tests/MVXTests/Specs/<Screen>` (which imports
    /// `Sessions` for the snapshot), which fails where the architectures part: it expects what most
    /// of them showed.
    public static func spec<S: PlayableSession>(
        _ session: S, divergence: Divergence, name: String, architecturesList: String
    ) -> String {
        let expected = divergence.groups.first?.text ?? ""
        var lines = [
            "/// Contract: (the bullet this decides; a divergence gets a sentence in SCENARIO.md or a fix)",
            "@Test(\"\(name)\", arguments: \(architecturesList))",
            "func \(functionName(name))(architecture: ArchitectureEntry) {",
        ]
        lines += session.openingCode.map { "    " + $0 }
        lines += session.steps.prefix(max(0, divergence.step)).map { "    " + session.code(for: $0) }
        for group in divergence.groups {
            lines.append("    // \(group.architectures.joined(separator: ", ")):")
            lines += group.text.split(separator: "\n", omittingEmptySubsequences: false).map { "    //   \($0)" }
        }
        lines.append("    #expect(screen.snapshot.hasPrefix(\"\"\"")
        lines += expected.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.hasPrefix("requests:") }
            .map { "        \($0)" }
        lines += ["        \"\"\"))", "}"]
        return lines.joined(separator: "\n")
    }

    /// "Session 15" as a function name: `session15`.
    private static func functionName(_ name: String) -> String {
        let letters = name.filter { $0.isLetter || $0.isNumber }
        return letters.prefix(1).lowercased() + letters.dropFirst()
    }
}

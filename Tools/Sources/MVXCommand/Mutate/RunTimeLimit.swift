import Foundation

/// The time limit of one test run of a mutant: five seconds plus three times what its tests took in
/// the reach run, and never more than `cap` (`--timeout`).
///
/// The reach run played each test over every measured architecture and every seed, noting reach at
/// each switch, so its times already overstate one mutant's run of the same tests; a run that takes
/// three times as long hangs. A fixed limit made each hanging mutant cost the whole of it.
struct RunTimeLimit: Sendable {
    static let floor = Duration.seconds(5)
    static let factor = 3

    /// What each test function took, from its start to its end, by the name the reach map uses.
    let durations: [String: Duration]
    let cap: Duration

    init(durations: [String: Duration], cap: Duration) {
        self.durations = durations
        self.cap = cap
    }

    /// Reads a Swift Testing event stream (JSON lines, version 0): each test's `testStarted` to its
    /// `testEnded`, its identifier without the source location.
    init(events: String, cap: Duration) {
        struct Line: Decodable {
            struct Payload: Decodable {
                struct Instant: Decodable { let absolute: Double }
                let kind: String
                let testID: String?
                let instant: Instant?
            }
            let kind: String
            let payload: Payload?
        }
        var started: [String: Double] = [:]
        var durations: [String: Duration] = [:]
        let decoder = JSONDecoder()
        for text in events.split(separator: "\n") where text.contains("\"kind\":\"test") {
            guard let line = try? decoder.decode(Line.self, from: Data(text.utf8)), line.kind == "event",
                let payload = line.payload, let id = payload.testID, let instant = payload.instant
            else { continue }
            let name = TestLauncher.testName(id)
            switch payload.kind {
            case "testStarted": started[name] = instant.absolute
            case "testEnded":
                guard let start = started[name] else { continue }
                durations[name] = .milliseconds(Int64(((instant.absolute - start) * 1000).rounded(.up)))
            default: continue
            }
        }
        self.init(durations: durations, cap: cap)
    }

    /// The limit of a run of `tests`; every judge (nil), or a test the reach run did not time, gets the cap.
    func limit(for tests: Set<String>?) -> Duration {
        guard let tests else { return cap }
        var total = Duration.zero
        for test in tests {
            guard let duration = durations[test] else { return cap }
            total += duration
        }
        return min(cap, Self.floor + total * Self.factor)
    }

    /// Both runs' times, the longer where both timed a test.
    func merging(_ other: RunTimeLimit) -> RunTimeLimit {
        RunTimeLimit(durations: durations.merging(other.durations) { max($0, $1) }, cap: cap)
    }
}

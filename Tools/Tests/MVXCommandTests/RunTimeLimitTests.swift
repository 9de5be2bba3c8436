import Testing

@testable import MVXCommand

@Suite("A mutant run's time limit follows from what its tests took in the reach run")
struct RunTimeLimitTests {
    private static let events = """
        {"kind":"test","payload":{"id":"MVXTests.LikeSpecs","kind":"suite"},"version":0}
        {"kind":"event","payload":{"instant":{"absolute":100.0,"since1970":1.0},"kind":"testStarted","testID":"MVXTests.LikeSpecs"},"version":0}
        {"kind":"event","payload":{"instant":{"absolute":100.5,"since1970":1.0},"kind":"testStarted","testID":"MVXTests.LikeSpecs\\/likes(architecture:)\\/LikeSpecs.swift:12:6"},"version":0}
        {"kind":"event","payload":{"instant":{"absolute":101.0,"since1970":1.0},"kind":"testStarted","testID":"SessionTests.CartSessionTests\\/sameEverywhere(seed:)\\/CartSessionTests.swift:9:6"},"version":0}
        {"kind":"event","payload":{"instant":{"absolute":102.0,"since1970":1.0},"kind":"testEnded","testID":"MVXTests.LikeSpecs\\/likes(architecture:)\\/LikeSpecs.swift:12:6"},"version":0}
        {"kind":"event","payload":{"instant":{"absolute":105.0,"since1970":1.0},"kind":"testCaseEnded","testID":"SessionTests.CartSessionTests\\/sameEverywhere(seed:)\\/CartSessionTests.swift:9:6"},"version":0}
        {"kind":"event","payload":{"instant":{"absolute":108.0,"since1970":1.0},"kind":"testEnded","testID":"SessionTests.CartSessionTests\\/sameEverywhere(seed:)\\/CartSessionTests.swift:9:6"},"version":0}
        {"kind":"event","payload":{"instant":{"absolute":108.0,"since1970":1.0},"kind":"testEnded","testID":"MVXTests.LikeSpecs"},"version":0}
        """

    @Test("Each test's time runs from its start to its end, named as the reach map names it")
    func durations() {
        let limits = RunTimeLimit(events: Self.events, cap: .seconds(60))
        #expect(limits.durations["MVXTests.LikeSpecs/likes(architecture:)"] == .milliseconds(1500))
        #expect(limits.durations["SessionTests.CartSessionTests/sameEverywhere(seed:)"] == .seconds(7))
        #expect(limits.durations["MVXTests.LikeSpecs"] == .seconds(8))
    }

    @Test("A run's limit is a floor plus three times its tests' times together, at most the cap")
    func limit() {
        let limits = RunTimeLimit(
            durations: ["a": .seconds(1), "b": .milliseconds(2500), "c": .seconds(20)], cap: .seconds(60))
        #expect(RunTimeLimit.floor == .seconds(5))
        #expect(limits.limit(for: ["a"]) == .seconds(8))
        #expect(limits.limit(for: ["a", "b"]) == .milliseconds(15_500))
        #expect(limits.limit(for: ["a", "c"]) == .seconds(60))
        #expect(RunTimeLimit(durations: ["a": .seconds(1)], cap: .seconds(7)).limit(for: ["a"]) == .seconds(7))
    }

    @Test("Every judge, or a test the reach run did not time, gets the cap")
    func unknown() {
        let limits = RunTimeLimit(durations: ["a": .seconds(1)], cap: .seconds(60))
        #expect(limits.limit(for: nil) == .seconds(60))
        #expect(limits.limit(for: ["a", "z"]) == .seconds(60))
    }

    @Test("Two reach runs' times merge, the longer where both timed a test")
    func merging() {
        let first = RunTimeLimit(durations: ["a": .seconds(1), "b": .seconds(4)], cap: .seconds(60))
        let second = RunTimeLimit(durations: ["a": .seconds(3), "c": .seconds(2)], cap: .seconds(60))
        #expect(first.merging(second).durations == ["a": .seconds(3), "b": .seconds(4), "c": .seconds(2)])
    }
}

import Testing

@testable import MVXCommand

@Suite("Where a mutation run's time went")
struct PhaseTimesTests {
    @Test("Phases read in the run's order, summed, in minutes and seconds; those under a second are left out")
    func summary() {
        let times = PhaseTimes()
        times.add(.seconds(30), to: .plainMutants)
        times.add(.milliseconds(400), to: .probeBuilds)
        times.add(.seconds(62), to: .coverage)
        times.add(.seconds(45), to: .plainMutants)
        #expect(times.summary == "coverage 1 min 2 s, plain mutants' builds and tests 1 min 15 s")
    }

    @Test("A phase's time is the time its work took, and what the work returns comes back")
    func timed() {
        let times = PhaseTimes()
        let value = times.time(.schemaBuilds) { 42 }
        #expect(value == 42)
        #expect(times.summary == "")
    }
}

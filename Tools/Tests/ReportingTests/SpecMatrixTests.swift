import LabTestSupport
import Reporting
import SourceReading
import Testing

/// Reading the spec matrix from Swift Testing's event stream.
@Suite("Spec matrix")
struct SpecMatrixTests {
    @Test("Each case's first argument names its architecture; an issue fails that case only")
    func outcomes() throws {
        let matrix = try SpecMatrix(
            eventStream: EventStreams.stream(failing: "MVP"), architectures: ["MVC", "MVP", "MVVM"])
        #expect(matrix.specs.map(\.name) == ["A like adds one"])
        #expect(matrix.specs.first?.suite == "Like")
        #expect(matrix.specs.first?.outcomes == [.passed, .failed, .passed])
        #expect(!matrix.allPassed)
    }

    @Test("An architecture the run did not reach is 'not run', which is not a pass")
    func notRun() throws {
        let matrix = try SpecMatrix(
            eventStream: EventStreams.stream(skip: "MVVM"), architectures: ["MVC", "MVP", "MVVM"])
        #expect(matrix.specs.first?.outcomes == [.passed, .passed, .notRun])
        #expect(!matrix.allPassed)
    }

    @Test("A stream without the end of the run, or with a line that is not JSON, is refused")
    func refusesBrokenStreams() {
        #expect(throws: LabError.self) {
            try SpecMatrix(eventStream: EventStreams.stream(finished: false), architectures: ["MVC"])
        }
        #expect(throws: LabError.self) {
            try SpecMatrix(eventStream: "not json\n", architectures: ["MVC"])
        }
    }

    @Test("A spec's screen is the folder of Specs it is written in")
    func screenOfSpec() {
        #expect(SpecMatrix.screen(ofSpecAt: "/repo/Tests/MVXTests/Specs/Login/LoginFormSpecs.swift") == "Login")
        #expect(SpecMatrix.screen(ofSpecAt: "/repo/Tests/MVXTests/Specs/LikeSpecs.swift") == "")
        #expect(SpecMatrix.screen(ofSpecAt: "") == "")
    }
}

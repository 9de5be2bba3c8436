import Measure
import Testing

/// Reading the spec matrix from Swift Testing's event stream.
@Suite("Spec matrix")
struct SpecMatrixTests {
    static func stream(
        failing: String? = nil, skip: String? = nil, finished: Bool = true,
        architectures: [String] = ["MVC", "MVP", "MVVM"]
    ) -> String {
        var lines = [
            #"{"kind":"test","payload":{"displayName":"Like","id":"MVXTests.LikeSpecs","kind":"suite","name":"LikeSpecs"},"version":0}"#,
            #"{"kind":"test","payload":{"displayName":"A like adds one","id":"MVXTests.LikeSpecs/likeSucceeds(architecture:)/LikeSpecs.swift:11:6","kind":"function","name":"likeSucceeds(architecture:)","sourceLocation":{"fileID":"MVXTests/LikeSpecs.swift","line":11}},"version":0}"#,
        ]
        for architecture in architectures where architecture != skip {
            lines.append(
                #"{"kind":"event","payload":{"_testCase":{"displayName":"\#(architecture), 2"},"kind":"testCaseStarted","testID":"MVXTests.LikeSpecs/likeSucceeds(architecture:)/LikeSpecs.swift:11:6"},"version":0}"#
            )
        }
        if let failing {
            lines.append(
                #"{"kind":"event","payload":{"_testCase":{"displayName":"\#(failing)"},"kind":"issueRecorded","testID":"MVXTests.LikeSpecs/likeSucceeds(architecture:)/LikeSpecs.swift:11:6"},"version":0}"#
            )
        }
        if finished { lines.append(#"{"kind":"event","payload":{"kind":"runEnded"},"version":0}"#) }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("Each case's first argument names its architecture; an issue fails that case only")
    func outcomes() throws {
        let matrix = try SpecMatrix(eventStream: Self.stream(failing: "MVP"), architectures: ["MVC", "MVP", "MVVM"])
        #expect(matrix.specs.map(\.name) == ["A like adds one"])
        #expect(matrix.specs.first?.suite == "Like")
        #expect(matrix.specs.first?.outcomes == [.passed, .failed, .passed])
        #expect(!matrix.allPassed)
    }

    @Test("An architecture the run did not reach is 'not run', which is not a pass")
    func notRun() throws {
        let matrix = try SpecMatrix(eventStream: Self.stream(skip: "MVVM"), architectures: ["MVC", "MVP", "MVVM"])
        #expect(matrix.specs.first?.outcomes == [.passed, .passed, .notRun])
        #expect(!matrix.allPassed)
    }

    @Test("A stream without the end of the run, or with a line that is not JSON, is refused")
    func refusesBrokenStreams() {
        #expect(throws: LabError.self) {
            try SpecMatrix(eventStream: Self.stream(finished: false), architectures: ["MVC"])
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

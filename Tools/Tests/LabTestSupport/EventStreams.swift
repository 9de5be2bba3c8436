/// Swift Testing's event stream of a small run: one spec, a case per architecture, as `swift test
/// --experimental-event-stream-output` writes it.
public enum EventStreams {
    public static func stream(
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
}

import TEA
import Testing

// TEA: the store runs update, has the view render, then runs the commands; a message a command
// sends at once waits until the message before it is done, as objc.io's Driver queues them.

@MainActor
@Suite("TEA: Store")
struct StoreTests {
    private struct Log: Program, Equatable {
        var messages: [String] = []

        enum Message { case start, answer }
        enum Command { case answerAtOnce, note }

        mutating func update(_ message: Message) -> [Command] {
            switch message {
            case .start:
                messages.append("start")
                return [.answerAtOnce, .note]
            case .answer:
                messages.append("answer")
                return []
            }
        }
    }

    @Test("A message sent while one is handled waits its turn: update never runs inside itself")
    func queues() {
        var events: [String] = []
        let store = Store(Log()) { command, send in
            switch command {
            case .answerAtOnce:
                events.append("run answerAtOnce")
                send(.answer)
            case .note:
                events.append("run note")
            }
        }
        store.render { events.append("render \($0.messages)") }
        store.send(.start)
        #expect(
            events == [
                "render []", "render [\"start\"]", "run answerAtOnce", "run note", "render [\"start\", \"answer\"]",
            ])
    }
}

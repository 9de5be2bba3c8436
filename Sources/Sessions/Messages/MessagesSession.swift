import Catalog
import Harness
import HeadlessUIKit
import Shared

/// A random session on article 002's system messages: an inbox of 0 to 14 messages, read or not,
/// with contents of no line to three; taps on any row's "查看详情", scrolls, pulls to refresh, 重试,
/// messages arriving on top or going on the server meanwhile, and the network holding, failing and
/// answering the fetch and the read receipts in any order. Some stretches play what hides bugs on
/// purpose: receipts held on two rows while a refresh brings rows in on top or takes some away.
public struct MessagesSession: Sendable, Equatable {
    public enum Step: Sendable, Equatable {
        case more(row: Int)
        case scroll(row: Int)
        case refresh
        case retry
        /// A new message arrives on the server, on top: the next fetch shows it.
        case messageArrives
        /// The server no longer has the message of a row: the next fetch drops it.
        case messageGoes(row: Int)
        case network(NetworkStep)
        case close
    }

    /// Each message's content length in lines (0 to 3) and whether it is read, in order.
    public let messages: [Message]
    /// Whether the first fetch is held or fails, so that the loading states are played too.
    public let firstFetch: FirstFetch
    public var steps: [Step]

    public struct Message: Sendable, Equatable {
        public let lines: Int
        public let isRead: Bool
    }

    static let endpoints: [Request.Endpoint] = [.systemMessages, .readMessage]

    /// The session of a seed: the same on any machine.
    public init(seed: UInt64, length: Int = 24) {
        var random = SeededGenerator(seed: seed)
        messages = (0..<random.pick([0, 1, 3, 12, 14])).map { _ in
            Message(lines: random.int(0...3), isRead: random.chance(40))
        }
        firstFetch = random.pick([.answered, .held, .held, .failed])
        var steps: [Step] = []
        if firstFetch == .failed && random.chance(70) {
            // A 重试 over the error view while a refresh is in flight, the refresh failing or not.
            steps += [.network(.hold(.systemMessages))]
            if random.chance(40) { steps.append(.network(.fail(.systemMessages))) }
            steps += [.refresh, .retry, .network(.release(.systemMessages))]
        }
        for _ in 0..<length {
            let row = random.int(0...max(0, messages.count))
            let endpoint = random.pick(Self.endpoints)
            if random.chance(15) {
                // Receipts out on two rows while the rows move under them, answered in either order.
                steps += [
                    .network(.hold(.readMessage)), .more(row: row), .more(row: random.int(0...max(0, messages.count))),
                    random.chance(60) ? .messageArrives : .messageGoes(row: random.int(0...max(0, messages.count))),
                    .refresh, .network(.release(.systemMessages)),
                    .network(random.pick([.releaseLatest(.readMessage), .release(.readMessage)])),
                ]
                continue
            }
            let step: Step =
                switch random.int(0...12) {
                case 0, 1, 2: .more(row: row)
                case 3: .scroll(row: row)
                case 4: .refresh
                case 5: .retry
                case 6, 7: .network(.hold(endpoint))
                case 8, 9:
                    .network(random.pick([.release(endpoint), .releaseLatest(endpoint), .stopHolding(endpoint)]))
                case 10: .network(.fail(endpoint))
                default: random.chance(30) ? .close : .network(.hold(endpoint))
                }
            steps.append(step)
            if step == .close { break }
        }
        self.steps = steps
    }

    var models: [SystemMessageModel] {
        messages.enumerated().map {
            SystemMessageModel(
                messageID: $0.offset + 1, author: "作者\($0.offset + 1)", title: "消息\($0.offset + 1)",
                content: String(repeating: "二十六个字一行的系统消息内容写满整整一行了吧", count: $0.element.lines),
                publishedTime: "2016-3-\($0.offset + 1) 9:00", isRead: $0.element.isRead)
        }
    }
}

extension MessagesSession: PlayableSession {
    public func open(_ architecture: ArchitectureEntry) -> ScreenRobot {
        let server = Fixture.messagesServer(messages: models)
        firstFetch.prepare(server, .systemMessages)
        return MessagesScreen(architecture, server: server)
    }

    public func perform(_ step: Step, on robot: ScreenRobot) {
        guard let screen = robot as? MessagesScreen else { return }
        let isOpen = screen.screen != nil
        switch step {
        case .more(let row): if isOpen { screen.tapMore(row: row) }
        case .scroll(let row): if isOpen { screen.scroll(toRow: row) }
        case .refresh: if isOpen { screen.pullToRefresh() }
        case .retry: if isOpen { screen.retry() }
        case .messageArrives:
            screen.server.fillSystemMessages(
                [Fixture.newSystemMessage(on: screen.server)] + screen.server.systemMessages)
        case .messageGoes(let row):
            var messages = screen.server.systemMessages
            if messages.indices.contains(row) { messages.remove(at: row) }
            screen.server.fillSystemMessages(messages)
        case .network(let step): step.perform(on: screen)
        case .close: screen.close()
        }
    }

    public func isClose(_ step: Step) -> Bool { step == .close }

    public var openingCode: [String] {
        let messages = models.map {
            "SystemMessageModel(messageID: \($0.messageID), author: \"\($0.author)\", title: \"\($0.title)\", "
                + "content: \"\($0.content)\", publishedTime: \"\($0.publishedTime)\", isRead: \($0.isRead))"
        }
        let lines = ["let server = Fixture.messagesServer(messages: [\(messages.joined(separator: ", "))])"]
        return lines + firstFetch.code(.systemMessages) + ["let screen = MessagesScreen(architecture, server: server)"]
    }

    public func code(for step: Step) -> String {
        switch step {
        case .more(let row): "screen.tapMore(row: \(row))"
        case .scroll(let row): "screen.scroll(toRow: \(row))"
        case .refresh: "screen.pullToRefresh()"
        case .retry: "screen.retry()"
        case .messageArrives:
            "screen.server.fillSystemMessages([Fixture.newSystemMessage(on: screen.server)] + screen.server.systemMessages)"
        case .messageGoes(let row):
            "screen.server.fillSystemMessages(screen.server.systemMessages.enumerated().filter { $0.offset != \(row) }.map(\\.element))"
        case .network(let step): step.code
        case .close: "screen.close()"
        }
    }
}

extension MessagesSession: ReachMeasured {
    public var rowEndpoints: Set<Request.Endpoint> { [.readMessage] }
    public var listEndpoints: Set<Request.Endpoint> { [.systemMessages] }
    public var firstLoadEndpoint: Request.Endpoint { .systemMessages }

    public func isUserAction(_ step: Step) -> Bool {
        switch step {
        case .network, .close, .messageArrives, .messageGoes: false
        default: true
        }
    }

    public func isRetry(_ step: Step) -> Bool { step == .retry }

    /// The messages open no other screen.
    public var interleavings: Set<Interleaving> { Set(Interleaving.allCases).subtracting([.answerWhileCovered]) }

    public func networkStep(_ step: Step) -> NetworkStep? {
        if case .network(let network) = step { network } else { nil }
    }
}

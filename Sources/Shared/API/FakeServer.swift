/// The in-memory, deterministic server every test builds from the data it needs.
///
/// Nothing happens on a clock. Each answer is queued when its request is made and delivered by
/// ``deliverPending()``, which the test driver calls after every user action, the way a run loop
/// turns. A test can make an endpoint fail, hold its answers to look at in-flight states and
/// release them one by one, and read the log of every request.
@MainActor
public final class FakeServer {
    /// How long a failure lasts.
    public enum Failure: Sendable {
        case once
        case untilCleared
    }

    /// Who is logged in: the user a draft list is shown to. A successful login changes it.
    public internal(set) var loginUserId: Int
    public private(set) var log: [Request] = []

    private var failures: [Request.Endpoint: (message: String, failure: Failure)] = [:]
    private var heldEndpoints: Set<Request.Endpoint> = []
    private var holdsEverything = false
    private var queue: [Answer] = []
    /// Each screen's data, by its type (``ServerData``): a screen keeps its own in its own file.
    private var data: [ObjectIdentifier: AnyObject] = [:]

    private struct Answer {
        let endpoint: Request.Endpoint
        let deliver: @MainActor () -> Void
    }

    /// A server with no data yet: each screen's extension adds its own (`FakeServer+Profile.swift`).
    public init(loginUserId: Int) {
        self.loginUserId = loginUserId
    }

    /// The data of one screen, made empty the first time it is asked for.
    func data<Data: ServerData>(_ type: Data.Type) -> Data {
        if let data = data[ObjectIdentifier(type)] as? Data { return data }
        let made = Data()
        data[ObjectIdentifier(type)] = made
        return made
    }

    // MARK: - Test controls

    /// Makes the endpoint's next answer (or every answer, until ``clearFailure(_:)``) fail with the message.
    public func fail(_ endpoint: Request.Endpoint, message: String, _ failure: Failure = .once) {
        failures[endpoint] = (message, failure)
    }

    public func clearFailure(_ endpoint: Request.Endpoint) {
        failures[endpoint] = nil
    }

    /// Keeps the endpoint's answers back until they are released.
    public func hold(_ endpoint: Request.Endpoint) {
        heldEndpoints.insert(endpoint)
    }

    /// Keeps every endpoint's answers back, until ``stopHoldingEverything()``.
    public func holdEverything() {
        holdsEverything = true
    }

    /// Stops holding every endpoint; the waiting answers go out with the next delivery.
    public func stopHoldingEverything() {
        holdsEverything = false
        heldEndpoints = []
    }

    /// Delivers the oldest held answer of the endpoint; returns false when none was waiting.
    @discardableResult
    public func releaseNext(_ endpoint: Request.Endpoint) -> Bool {
        guard let index = queue.firstIndex(where: { $0.endpoint == endpoint }) else { return false }
        queue.remove(at: index).deliver()
        return true
    }

    /// Delivers the newest held answer of the endpoint, so a later request can overtake an earlier
    /// one; returns false when none was waiting.
    @discardableResult
    public func releaseLatest(_ endpoint: Request.Endpoint) -> Bool {
        guard let index = queue.lastIndex(where: { $0.endpoint == endpoint }) else { return false }
        queue.remove(at: index).deliver()
        return true
    }

    /// Stops holding the endpoint; its waiting answers go out with the next delivery.
    public func stopHolding(_ endpoint: Request.Endpoint) {
        heldEndpoints.remove(endpoint)
    }

    /// How many answers of the endpoint are waiting.
    public func pendingCount(_ endpoint: Request.Endpoint) -> Int {
        queue.count { $0.endpoint == endpoint }
    }

    /// Delivers every answer that is not held, including those that the delivered ones cause,
    /// until none is left. Returns whether anything was delivered.
    @discardableResult
    public func deliverPending() -> Bool {
        var delivered = false
        while let index = queue.firstIndex(where: { !holdsEverything && !heldEndpoints.contains($0.endpoint) }) {
            queue.remove(at: index).deliver()
            delivered = true
        }
        return delivered
    }

    /// The requests made to one endpoint.
    public func requests(to endpoint: Request.Endpoint) -> [Request] {
        log.filter { $0.endpoint == endpoint }
    }

    // MARK: - Answering

    /// Logs the request, works out its result now (an injected failure first) and queues the answer.
    func answer<Value>(
        _ request: Request,
        _ completion: @escaping APICompletion<Value>,
        _ work: () throws -> Value
    ) {
        log.append(request)
        let result: Result<Value, APIError>
        if let (message, failure) = failures[request.endpoint] {
            if failure == .once { failures[request.endpoint] = nil }
            result = .failure(APIError(message: message))
        } else {
            do { result = .success(try work()) } catch {
                result = .failure(error as? APIError ?? APIError(message: "\(error)"))
            }
        }
        queue.append(Answer(endpoint: request.endpoint) { completion(result) })
    }
}

/// One screen's data on the fake server, kept apart from the other screens'.
@MainActor
protocol ServerData: AnyObject {
    init()
}

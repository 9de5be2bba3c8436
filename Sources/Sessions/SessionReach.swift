import Catalog
import Harness
import Shared

/// The interleavings a list screen's sessions must reach for the differential runs to catch the
/// bugs that hide in them: rows whose requests overlap, rows that move under a request, the first
/// load interrupted, answers that come back out of order or while another screen is on top, and a
/// 重试 that joins a refresh.
public enum Interleaving: String, CaseIterable, Codable, Sendable {
    case rowRequestsAtOnce = "two row requests out at once"
    case rowsChangeWhileOut = "the rows change while a row request is out"
    case actionDuringFirstLoad = "a user action during the first load"
    case answerOvertakes = "a later answer overtakes an earlier one"
    case answerWhileCovered = "an answer lands while another screen is on top"
    case retryDuringRefresh = "a 重试 while a refresh is in flight"
}

/// What a list screen's session declares so that its interleavings can be read off the server's
/// queue while it plays: the requests one row sends, the answers and taps that change the rows,
/// the first load's endpoint, and which steps are the user's.
@MainActor
public protocol ReachMeasured: PlayableSession {
    var rowEndpoints: Set<Request.Endpoint> { get }
    /// Answers that replace, extend or shrink the rows: a page, a refresh, a removal.
    var listEndpoints: Set<Request.Endpoint> { get }
    var firstLoadEndpoint: Request.Endpoint { get }
    func isUserAction(_ step: Step) -> Bool
    /// A tap that removes or moves rows at once, before any answer (the cart's 删除).
    func changesRowsAtTap(_ step: Step) -> Bool
    func networkStep(_ step: Step) -> NetworkStep?
    /// The interleavings the screen can make: another screen on top needs a row or a button that
    /// opens one, a 重试 during a refresh needs an error view under a list that refreshes.
    var interleavings: Set<Interleaving> { get }
    /// A tap on the error view's "重试".
    func isRetry(_ step: Step) -> Bool
}

extension ReachMeasured {
    public func changesRowsAtTap(_ step: Step) -> Bool { false }
    public func isRetry(_ step: Step) -> Bool { false }

    /// The interleavings this session reaches, played on `architecture`.
    public func reached(on architecture: ArchitectureEntry) -> Set<Interleaving> {
        let robot = open(architecture)
        let server = robot.server
        let endpoints = rowEndpoints.union(listEndpoints).union([firstLoadEndpoint])
        func queue() -> [Request.Endpoint: (pending: Int, asked: Int)] {
            Dictionary(
                uniqueKeysWithValues: endpoints.map { ($0, (server.pendingCount($0), server.requests(to: $0).count)) })
        }
        func rowsOut(_ state: [Request.Endpoint: (pending: Int, asked: Int)]) -> Int {
            rowEndpoints.reduce(0) { $0 + (state[$1]?.pending ?? 0) }
        }
        var reached: Set<Interleaving> = []
        var before = queue()
        var firstLoadOut = (before[firstLoadEndpoint]?.pending ?? 0) > 0
        for step in steps {
            if isUserAction(step) && firstLoadOut { reached.insert(.actionDuringFirstLoad) }
            if case .releaseLatest(let endpoint) = networkStep(step), (before[endpoint]?.pending ?? 0) >= 2 {
                reached.insert(.answerOvertakes)
            }
            if isRetry(step) && robot.isVisible("errorView.retry")
                && listEndpoints.contains(where: { (before[$0]?.pending ?? 0) > 0 })
            {
                reached.insert(.retryDuringRefresh)
            }
            perform(step, on: robot)
            let after = queue()
            let answeredAny = endpoints.contains { endpoint in
                let (old, new) = (before[endpoint]!, after[endpoint]!)
                return old.pending + new.asked - old.asked > new.pending
            }
            if answeredAny && robot.screen != nil && !robot.isInFront { reached.insert(.answerWhileCovered) }
            if max(rowsOut(before), rowsOut(after)) >= 2 { reached.insert(.rowRequestsAtOnce) }
            let answered = listEndpoints.contains { endpoint in
                let (old, new) = (before[endpoint]!, after[endpoint]!)
                return old.pending + new.asked - old.asked > new.pending
            }
            if (answered || changesRowsAtTap(step)) && rowsOut(before) >= 1 && rowsOut(after) >= 1 {
                reached.insert(.rowsChangeWhileOut)
            }
            if firstLoadOut, let state = after[firstLoadEndpoint], state.pending == 0 { firstLoadOut = false }
            before = after
            if isClose(step) { break }
        }
        robot.close()
        return reached.intersection(interleavings)
    }
}

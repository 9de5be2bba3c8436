/// What a figure says about an article's sentence, judged by the threshold stated before it was
/// measured: a claim's verdict in the report, a change request's promise's here.
public enum Verdict: String, Codable, Sendable {
    case holds, partly
    case doesNotHold = "does not hold"
    /// A claim over several architectures whose verdicts are not the same.
    case differs = "differs by architecture"
    case notTestedHere = "not tested here"
}

import ChangeRequests
import Reporting
import SourceReading

/// What `mvx change` prints after a run: the cost table REPORT.md shows, and how the patched
/// copy's behaviour specs came out in each architecture.
enum ChangeSummary {
    static func render(_ report: ChangeReport, matrix: SpecMatrix, architectures: [String]) -> String {
        var out = ["\(report.title)", ""]
        out += ChangeSection.table(report, architectures: architectures)
        out += ["", "On the patched copy (the behaviour specs with the change's \(report.specCount)):", ""]
        out += Markdown.table(
            ["Architecture", "Specs passed", "Failed", "Not run"],
            architectures.indices.map { index in
                let outcomes = matrix.specs.map { $0.outcomes[index] }
                return [
                    architectures[index], "\(outcomes.count { $0 == .passed })", "\(outcomes.count { $0 == .failed })",
                    "\(outcomes.count { $0 == .notRun })",
                ]
            })
        return out.joined(separator: "\n")
    }
}

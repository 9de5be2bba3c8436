import ChangeRequests
import SourceReading

/// The checks behind the seed's claims, one file per claim. Each takes the architectures that
/// play the claim's roles, and answers "not tested here" when one is missing.
enum ClaimChecks {
    static func ratio(_ value: Int, _ base: Int) -> String {
        base == 0 ? "–" : String(Markdown.decimal(Double(value) / Double(base))) + "×"
    }

    /// Type-to-type dependencies from the given layers of an architecture to one layer.
    static func edges(_ analysis: ArchitectureAnalysis, from layers: [String], to column: String) -> Int {
        layers.reduce(0) { sum, layer in
            sum
                + (analysis.matrix[safe: analysis.layerNames.firstIndex(of: layer)]?[
                    safe: analysis.matrixColumns.firstIndex(of: column)] ?? 0)
        }
    }

    /// "1 place", "7 places".
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    static func untested(
        _ source: String, missing: String
    ) -> Claim {
        Claim(
            source: source, figure: "–", verdict: .notTestedHere,
            why: "no architecture declares the role \(missing) in its architecture.json")
    }
}

import Foundation

/// The pieces of Markdown both the report and the benchmark write: tables, decimals and times.
public enum Markdown {
    /// A GitHub table, one line per row.
    public static func table(_ header: [String], _ rows: [[String]]) -> [String] {
        ["| " + header.joined(separator: " | ") + " |", "|" + header.map { _ in " --- |" }.joined()]
            + rows.map { "| " + $0.joined(separator: " | ") + " |" }
    }

    /// A time (or any positive figure) to three significant figures, the same on every machine:
    /// 122, 35.9, 1.22, 0.00323; a like's few microseconds read as such, never 0.00.
    public static func significant(_ value: Double) -> String {
        guard value > 0 else { return "0" }
        let digits = max(0, 2 - Int(floor(log10(value))))
        return String(format: "%.\(digits)f", value)
    }

    /// A number with two decimals, the same on every machine (no locale).
    public static func decimal(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = abs(hundredths % 100)
        return (value < 0 && hundredths / 100 == 0 ? "-" : "")
            + "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

/// A share as a whole percentage: 0.456 → "46%".
package func percent(_ share: Double) -> String {
    "\(Int((share * 100).rounded()))%"
}

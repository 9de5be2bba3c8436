import Foundation
import SourceReading

/// The decision page's time a person would feel: each felt action's median per architecture, and
/// the outliers, each with the types its traced action runs that no other architecture's does.
enum FeltTimeSection {
    /// How many times the nearest other median an architecture's must be to stand apart.
    static let outlierFactor = 3.0

    /// An architecture that stands apart on one felt action.
    struct Outlier: Equatable {
        let action: String
        let architecture: Int
        let nearest: Int
        /// Its median and the nearest other's, in milliseconds.
        let median: Double
        let nearestMedian: Double

        /// Its median over the nearest other's: below 1 it is faster.
        var ratio: Double { median / nearestMedian }
    }

    /// The felt actions' outliers: an architecture whose median is `outlierFactor` times the
    /// nearest other's or more, or as many times less, and whose rounds part from every other's.
    static func outliers(_ runtime: RuntimeFigures, architectures: [String]) -> [Outlier] {
        runtime.felt.flatMap { index -> [Outlier] in
            let times = architectures.map { runtime.times[$0]?[safe: index] }
            return times.indices.compactMap { own -> Outlier? in
                guard let time = times[own], time.median > 0 else { return nil }
                let others = times.indices.filter { $0 != own && times[$0] != nil }
                guard let nearest = others.min(by: { distance(time, times[$0]!) < distance(time, times[$1]!) }),
                    others.allSatisfy({ time.isApart(from: times[$0]!) }),
                    distance(time, times[nearest]!) >= log(outlierFactor)
                else { return nil }
                return Outlier(
                    action: runtime.actions[index], architecture: own, nearest: nearest, median: time.median,
                    nearestMedian: times[nearest]!.median)
            }
        }
    }

    /// How far apart two medians are, as the logarithm of their ratio.
    private static func distance(_ one: RuntimeFigures.Time, _ other: RuntimeFigures.Time) -> Double {
        abs(log(one.median / max(other.median, .leastNonzeroMagnitude)))
    }

    /// The section's lines: `twins` names, for a bench action, the screen whose traced action it is.
    static func render(
        _ runtime: RuntimeFigures?, architectures names: [String], headers: [String]? = nil, traces: ActionTraces?,
        twins: [String: String]
    ) -> [String] {
        guard let runtime else { return [] }
        var out = [
            "## Time a person would feel", "",
            "The bench's actions at \(runtime.rows) rows whose fastest median is"
                + " \(DecisionPage.number(RuntimeFigures.floor)) ms or more, the only ones the time criterion"
                + " weighs: each architecture's median over \(runtime.rounds) rounds, in milliseconds of the"
                + " headless kit. A figure in bold stands apart: \(DecisionPage.number(outlierFactor)) times the"
                + " nearest other or more, or as many times less, with no round in common.", "",
        ]
        let outliers = outliers(runtime, architectures: names)
        out += Markdown.table(
            ["Action"] + (headers ?? names),
            runtime.felt.map { index in
                [runtime.actions[index]]
                    + names.indices.map { column in
                        guard let time = runtime.times[names[column]]?[safe: index] else { return "–" }
                        let apart = outliers.contains {
                            $0.action == runtime.actions[index] && $0.architecture == column
                        }
                        return apart ? "**\(Markdown.significant(time.median))**" : Markdown.significant(time.median)
                    }
            })
        out.append("")
        guard !outliers.isEmpty else {
            return out + ["No architecture stands apart on any of them.", ""]
        }
        for outlier in outliers {
            let name = names[outlier.architecture]
            let fold = outlier.ratio < 1 ? 1 / outlier.ratio : outlier.ratio
            var line =
                "- **\(name)** on *\(outlier.action)*: \(Markdown.significant(outlier.median)) ms,"
                + " \(Markdown.significant(fold))× \(outlier.ratio < 1 ? "faster" : "slower")"
                + " than the nearest, \(names[outlier.nearest]) (\(Markdown.significant(outlier.nearestMedian)) ms)."
            if let screen = twins[outlier.action], let traces = traces?.traces.filter({ $0.screen == screen }),
                let traced = traces.first(where: { $0.architecture == name })
            {
                let others = Set(traces.filter { $0.architecture != name }.flatMap(\.types))
                let alone = traced.types.filter { !others.contains($0) }
                if !alone.isEmpty {
                    line +=
                        " What it does differently: the same action traced on the [\(screen)](\(screen).md) screen"
                        + " (\(traced.action)) runs \(Decision.list(alone.map { "`\($0)`" })), types no other"
                        + " architecture's runs."
                }
            }
            out.append(line)
        }
        return out + [""]
    }
}

import ChangeRequests
import SourceReading

/// The UI work per action, and the seeds' claims with their verdicts.
extension MarkdownReport {
    static func uiWorkSection(_ data: ReportData) -> [String] {
        var out = [
            "## \(ReportHeadings.uiWork)", "",
            "The kit's counters for one action on a fresh screen (another user's profile, 25 blogs, pages of 10;",
            "the drafts switch on the own profile; the login form, filled with the login user's number and code,",
            "then the login, which opens the own profile; the cart of 003's demo, four items, a \"+\" on its first",
            "row and the deletion of its first row, each with its answer): the cells configured, the rows reloaded,",
            "the full reloads, the label writes and the writes of the navigation bar (bar writes: the cart's total),",
            "each figure a row of its own where any version counts it. *Minimum* is",
            "what the user must see change and nothing else: for a \"+\", the row's count and the total; for a",
            "deletion, the total (and the row's removal, which the kit does not count). Then 002's messages: \"查看详情\"",
            "on the first row, unread, with its read receipt's answer; its minimum is nothing the kit counts (no",
            "text changes, and a table changes a row's height without reloading it, by `beginUpdates` and",
            "`endUpdates`, while the cell moves its frames), where 002 reloads the row and the contract keeps that.",
            "Then 004's goods home page, scrolled down one row past the top (the bar already opaque): one scroll",
            "step, whose minimum is the one row that comes into view (a cell, its five labels) and no write of the",
            "bar, whose style does not change; and a like, whose minimum is nothing the kit counts (the like",
            "button's title). The last figure counts the bar's writes there: its appearance, each one a redraw.",
            "Last, 000's follow list (three users): \"+关注\" on its third row, and an unfollow of its second (a tap",
            "on \"已关注\", one on the delete button it shows, the answer that removes the row); the minimum of",
            "both is nothing the kit counts (a button's title, look and visibility, and the row's removal).",
            "",
        ]
        let figures = UIWorkFigures.counters
        out += Markdown.table(
            ["Action", "Figure"] + data.architectures + ["Minimum"],
            data.uiWork.flatMap { action in
                let counted = figures.filter { figure in
                    (action.work + [action.minimum].compactMap { $0 }).contains { figure.value($0) != 0 }
                }
                guard !counted.isEmpty else {
                    return [[action.action, "nothing counted"] + action.work.map { _ in "0" } + ["–"]]
                }
                return counted.enumerated().map { index, figure in
                    [index == 0 ? action.action : "", figure.name] + action.work.map { "\(figure.value($0))" }
                        + [action.minimum.map { "\(figure.value($0))" } ?? "–"]
                }
            })
        let viewDiff = data.analyses.filter(\.declaration.viewDiff).map(\.name)
        out += [
            "",
            "Like for like: no version that redraws by hand skips a redraw of the list that another makes. A guard,",
            "cache or shortcut that the article does not have goes into no version; `UIWorkLikeForLikeTests` fails when",
            "one such version alone skips a redraw of the list on any screen, or a redraw of a friend list's row. What",
            "differs is how a row is written: a binding renders once when it is made, as the seed's `RACObserve` sends",
            "the current value, so opening the screen writes more in the binding versions, and a binding to a whole row",
            "writes all its labels where a helper or a presenter writes the one that changed (the like's label writes above).",
        ]
        if !viewDiff.isEmpty {
            out += [
                Decision.list(viewDiff) + "'s figures are its view diff's, its own: its scene compares the new state",
                "with the state it shows and draws what changed, so it reloads a table only when its rows change, draws a",
                "row whose look changed in place (all of that row's labels, a cart's \"+\" included, where 003 reloads",
                "the table), and draws nothing for an answer that changes nothing. The suite holds it to redrawing no",
                "more cells, rows or tables than the versions that redraw by hand.",
            ]
        }
        out += [""]
        return out
    }

    static func claimsSection(_ data: ReportData) -> [String] {
        var out = [
            "## \(ReportHeadings.claims)", "",
            "Each claim speaks of the architectures that declare its role in their `architecture.json`",
            "("
                + ArchitectureDeclaration.ClaimRole.allCases.map(\.rawValue).joined(separator: ", ")
                + "), and each verdict is one of holds, partly, does not hold and not tested here, by the",
            "threshold it states. \(Claim.combinationRule) Each claim in full (its quote, figure, threshold",
            "and reasons) is on [its page](\(ReportPages.folder)/\(ReportPages.claims)).", "",
        ]
        out += Markdown.table(
            ["Claim", "Measured on", "Verdict"],
            data.claims.map { claim in
                [
                    "[\(claim.source)](\(ReportPages.folder)/\(ReportPages.claims)#\(ReportHeadings.anchor(claimHeading(claim))))",
                    claim.screens.isEmpty ? "every screen" : claim.screens.joined(separator: ", "),
                    claim.perArchitecture.count > 1
                        ? "\(claim.verdict.rawValue) ("
                            + claim.perArchitecture.map { "\($0.architecture) \($0.verdict.rawValue)" }.joined(
                                separator: ", ") + ")"
                        : claim.verdict.rawValue,
                ]
            })
        return out + [""]
    }

    static func claimHeading(_ claim: Claim) -> String { "\(claim.source): \(claim.verdict.rawValue)" }

    /// Each claim in full: its quote, gloss, figure, threshold, verdict and each architecture's.
    static func claimDetails(_ claims: [Claim]) -> [String] {
        var out: [String] = []
        for claim in claims {
            out += [
                "## \(claimHeading(claim))", "",
                "> \(claim.quote)", "",
                "*\(claim.gloss)*", "",
                "- Measured on: \(claim.screens.isEmpty ? "every screen" : claim.screens.joined(separator: ", "))",
                "- Figure: \(claim.figure)",
                "- Threshold: \(claim.threshold)",
                "- Verdict: **\(claim.verdict.rawValue)**: \(claim.why).",
            ]
            if claim.perArchitecture.count > 1 {
                out.append(
                    "- Per architecture: "
                        + claim.perArchitecture.map { "\($0.architecture) \($0.verdict.rawValue)" }.joined(
                            separator: ", "))
            }
            out.append("")
        }
        return out
    }
}

/// The "Cost of a change" part of REPORT.md, which `mvx change` prints too: per change request,
/// what each architecture's diff added and changed, and the article's extensibility claim.
public enum ChangeSection {
    public static func render(_ changes: [ChangeReport], architectures: [String]) -> [String] {
        var out = [
            "## 7. Cost of a change", "",
            "Each change request in `Changes/` is written once in SCENARIO.md and built in every architecture",
            "as a diff against its `Sources/<Arch>`, the way that architecture's developer would write it; code",
            "every architecture shares (model, API, fake server, kit) has a diff of its own. The figures come from",
            "the diffs and the base code: code lines as in section 1, *types touched* are the existing types (or",
            "a file's top level) whose lines the diff changes, and *only new files and the scene* says whether",
            "every existing file it changed is in the architecture's declared scene layer. Only Swift counts:",
            "the docs a change must keep true (a kit symbol in docs/UIKIT.md, the tour's line anchors) are edited",
            "in the shared diff and measured nowhere. That the patched copy passes the whole suite, the docs'",
            "tests included, and the change's specs is checked by `swift run --package-path Tools mvx change <name> --check`, which CI",
            "runs.", "",
        ]
        if changes.isEmpty { out += ["No change request yet.", ""] }
        for change in changes {
            out += ["### \(change.title)", ""]
            if !change.screens.isEmpty {
                out += ["On the \(change.screens.joined(separator: " and ")) screen: the folders its diffs touch.", ""]
            }
            out += table(change, architectures: architectures)
            out += [
                "",
                "The change's specs: \(change.specCount), each run against every architecture.", "",
                "> \(ExtensibilityVerdict.quote)", "",
                "*\(ExtensibilityVerdict.gloss)*", "",
                "Threshold: \(ExtensibilityVerdict.threshold).", "",
            ]
            out += zip(architectures, change.verdicts).map { name, verdict in
                "- \(name): **\(verdict.verdict.rawValue)**: \(verdict.why)."
            }
            out += [""]
        }
        return out
    }

    /// One row per architecture, then the shared code's.
    public static func table(_ change: ChangeReport, architectures: [String]) -> [String] {
        let rows = zip(architectures, change.costs).map { name, cost in
            cost.map(row) ?? [name, "–", "–", "–", "–", "no diff: not built", "–"]
        }
        return Markdown.table(
            [
                "Code", "Files added (code lines)", "Existing files changed", "Code lines + / − in them",
                "Existing types touched", "Only new files and the scene",
                "Share of the change in new files",
            ], rows + (change.shared.map { [row($0)] } ?? []))
    }

    private static func row(_ cost: ChangeCost) -> [String] {
        [
            cost.name,
            "\(cost.filesAdded.count) (\(cost.newFileCode))",
            cost.filesChanged.isEmpty
                ? "0"
                : "\(cost.filesChanged.count): "
                    + cost.filesChanged.map { code(String($0.split(separator: "/").last ?? "")) }.joined(
                        separator: ", "),
            "+\(cost.codeAdded) / −\(cost.codeRemoved)",
            cost.typesTouched.isEmpty
                ? "none" : "\(cost.typesTouched.count): " + cost.typesTouched.map(code).joined(separator: ", "),
            cost.onlyNewFilesAndScene.map { $0 ? "yes" : "no" } ?? "–",
            cost.onlyNewFilesAndScene == nil ? "–" : percent(cost.newFileShare),
        ]
    }

    private static func code(_ text: String) -> String { MarkdownCells.code(text) }
}

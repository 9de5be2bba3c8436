import SourceReading

/// The coupling sections: each architecture's layers, rules and breaches, and per screen.
extension MarkdownReport {
    static func couplingSection(
        _ analyses: [ArchitectureAnalysis], source: TypeGraph.Source, typesOnPage: Bool = false
    ) -> [String] {
        let rule: [String] =
            switch source {
            case .index:
                [
                    "Source: the compiler's index (`.build/debug/index/store`, read through the toolchain's libIndexStore).",
                    "A type *depends on* another package type when the index records, in its code (body, extensions,",
                    "inheritance clause), a reference to that type, to a typealias of it, or to one of its members:",
                    "an inherited `UIView` property or an enum case written `.cancel` counts, though the type's name is",
                    "never written. Code outside any type is a node of its own per file, \"File.swift (top level)\".",
                ]
            case .names:
                [
                    "Source: the names written in the code, because no index store could be read (build the package",
                    "first). A type *depends on* another package type when its code names it: its declaration, body",
                    "and extensions, outside comments and string text, inside interpolations. A name resolves to a",
                    "type of the file's own target first, then of the modules the file imports.",
                ]
            }
        var out =
            ["## \(ReportHeadings.coupling)", ""] + rule + [
                "Standard-library and Foundation types are left out. Per type: fan-out Ce (package types it depends",
                "on), fan-in Ca (package types that depend on it), instability I = Ce / (Ca + Ce). The layer matrix",
                "counts type-to-type dependencies from each layer of the architecture (rows) to each layer (columns).",
                "",
            ]
        for a in analyses {
            out += ["### \(a.name)", ""]
            if typesOnPage {
                // The matrix, the cycles and each breach's lines are on the architecture's page.
                out += ruleLines(a, withFindings: false)
                out += [
                    "Its layer matrix, its cycles and each breach: [its page](\(ReportPages.folder)/"
                        + "\(ArchitecturePage.name(a.name))#its-coupling).", "",
                ]
                continue
            }
            out += couplingDetail(a)
            if typesOnPage { continue }
            out += ["<details><summary>\(a.name) types: fan-out, fan-in, instability</summary>", ""]
            out += typeTable(a)
            out += ["", "</details>", ""]
        }
        if typesOnPage {
            out += [
                "Each type's fan-out, fan-in and instability: [its page](\(ReportPages.folder)/\(ReportPages.types)).",
                "",
            ]
        }
        out += ["Violations (rules broken, the seed's admitted weaknesses not counted):", ""]
        out += Markdown.table(["Architecture", "Violations"], analyses.map { [$0.name, "\($0.violationCount)"] })
        out += [""]
        return out
    }

    /// Coupling per screen: what each architecture's code for one screen depends on.
    static func screenCoupling(_ data: ReportData) -> [String] {
        guard !data.screens.isEmpty else { return [] }
        var out = [
            "Per screen (each screen's folder with `Common` and the entry point): the types, their dependencies on",
            "other package types (*Deps*), those on the shared Model, API and UI kit layers, and the rules'",
            "violations in that code.", "",
        ]
        out += Markdown.table(
            ["Screen", "Architecture", "Types", "Deps", "Model", "API", "UI kit", "Violations"],
            data.screens.flatMap { screen in
                (data.screenAnalyses[screen.name] ?? []).map { a in
                    let all = a.layerNames
                    return [
                        screen.name, a.name, "\(a.types.count)", "\(a.edges.count)",
                        "\(ClaimChecks.edges(a, from: all, to: Layer.model))",
                        "\(ClaimChecks.edges(a, from: all, to: Layer.api))",
                        "\(ClaimChecks.edges(a, from: all, to: Layer.uiKit))", "\(a.violationCount)",
                    ]
                }
            })
        return out + [""]
    }

    /// An architecture's layer matrix, its cycles, and each rule with its breaches.
    /// The harness's layers (`Layer.plumbing`) are left out: they are how the suite builds a screen.
    static func couplingDetail(_ a: ArchitectureAnalysis) -> [String] {
        let columns = a.matrixColumns.indices.filter { !Layer.plumbing.contains(a.matrixColumns[$0]) }
        var out = Markdown.table(
            ["from \\ to"] + columns.map { a.matrixColumns[$0] },
            a.layerNames.indices.filter { !Layer.plumbing.contains(a.layerNames[$0]) }.map { row in
                [a.layerNames[row]] + columns.map { a.matrix[row][$0] == 0 ? "·" : "\(a.matrix[row][$0])" }
            })
        out += [""]
        out +=
            a.cycles.isEmpty
            ? ["Cycles between types: none.", ""]
            : ["Cycles between types:", ""] + a.cycles.map { "- " + $0.joined(separator: " ⇄ ") } + [""]
        return out + ruleLines(a, withFindings: true)
    }

    /// Each rule of the architecture and its verdict, and, with `withFindings`, each breach.
    static func ruleLines(_ a: ArchitectureAnalysis, withFindings: Bool) -> [String] {
        guard !a.rules.isEmpty else { return ["Rules: SCENARIO.md sets none for \(a.name).", ""] }
        var out: [String] = []
        for result in a.rules {
            let status =
                result.findings.isEmpty
                ? "holds"
                : result.rule.isSeedWeakness
                    ? "kept on purpose (the seed's own weakness)" : "\(result.findings.count) violation(s)"
            let names =
                result.rule.mustNotName.isEmpty
                ? [] : ["depends on no \(result.rule.mustNotName.joined(separator: ", ")) type"]
            let calls =
                result.rule.mustNotCall.isEmpty
                ? [] : ["calls no `\(result.rule.mustNotCall.joined(separator: "`, `"))`"]
            let line =
                "Rule: \"\(result.rule.quote)\": the \(result.rule.layer) layer \((names + calls).joined(separator: " and ")). **\(status)**"
            // Without the breaches, the rules are a list; with them, each rule is a paragraph over its list.
            guard withFindings else {
                out.append("- " + line)
                continue
            }
            out += [line] + result.findings.map { "- `\($0)`" } + [""]
        }
        return withFindings ? out : out + [""]
    }
}

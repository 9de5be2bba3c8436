import SourceReading

/// Section 1 of REPORT.md: lines, files, types and functions per architecture, per screen and
/// layer, and per file, with a chart of each screen's code lines by architecture and layer.
enum SizeSection {
    static func render(_ analyses: [ArchitectureAnalysis], screens: [ReportData.Screen]) -> [String] {
        var out = [
            "## \(ReportHeadings.size)", "",
            "A line is *code* if any token of code is on it (the text of a string literal counts as code),",
            "*comment* if it holds only comment text (doc comments included), *blank* otherwise (a blank line",
            "inside a block comment is blank). Swift is lexed, not grepped: nested block comments, `//` inside",
            "strings, multi-line and raw strings, interpolations holding strings and comments, regex literals",
            "and CRLF line ends are all told apart. *Types* are class, struct, enum, protocol and actor",
            "declarations (extensions are not types); *functions* are `func` declarations and initializers.",
            "",
        ]
        out += Markdown.table(
            ["Architecture", "Files", "Types", "Functions", "Code", "Comment", "Blank", "Largest type (code lines)"],
            analyses.map { a in
                [
                    a.name, "\(a.total.files)", "\(a.total.types)", "\(a.total.functions)", "\(a.total.lines.code)",
                    "\(a.total.lines.comment)", "\(a.total.lines.blank)", "\(a.largestType) (\(a.largestTypeCode))",
                ]
            })
        for copy in analyses where copy.copiedCode > 0 {
            out += [
                "",
                "\(copy.name) reuses \(copy.copiedFiles.count) files of \(copy.declaration.copiesFilesOf ?? "–") unchanged, "
                    + "token for token (\(copy.copiedCode) code lines: "
                    + copy.copiedFiles.map { "`\($0)`" }.joined(separator: ", ")
                    + "); what it adds of its own is the other "
                    + "\(copy.total.lines.code - copy.copiedCode) code lines.",
            ]
        }
        out += screenTables(analyses, screens: screens)
        guard screens.isEmpty else {
            return out + ["", "Per file: [its page](\(ReportPages.folder)/\(ReportPages.files)).", ""]
        }
        out += ["", "<details><summary>Per file</summary>", ""]
        out += fileTable(analyses)
        out += ["", "</details>", ""]
        return out
    }

    /// Every file of every architecture, its types, functions and lines.
    /// A table per architecture, each file named from its target's folder (`Sources/MVC/`).
    static func fileTable(_ analyses: [ArchitectureAnalysis]) -> [String] {
        analyses.flatMap { a in
            let folder = "Sources/\(a.name)/"
            return ["**\(a.name)**, in `\(folder)`:", ""]
                + Markdown.table(
                    ["File", "Types", "Functions", "Code", "Comment", "Blank"],
                    a.files.map { f in
                        [
                            "`\(f.name.hasPrefix(folder) ? String(f.name.dropFirst(folder.count)) : f.name)`",
                            "\(f.types)", "\(f.functions)", "\(f.lines.code)", "\(f.lines.comment)", "\(f.lines.blank)",
                        ]
                    }) + [""]
        }
    }

    /// Each screen's size per architecture, then per layer, and the screen's chart.
    private static func screenTables(_ analyses: [ArchitectureAnalysis], screens: [ReportData.Screen]) -> [String] {
        let names = screens.map(\.name) + [ArchitectureAnalysis.common]
        func ordered(_ sizes: [ArchitectureAnalysis.ScreenSize]) -> [ArchitectureAnalysis.ScreenSize] {
            sizes.sorted {
                (names.firstIndex(of: $0.screen) ?? names.count, $0.screen) < (
                    names.firstIndex(of: $1.screen) ?? names.count, $1.screen
                )
            }
        }
        var out = [
            "", "Per screen (a folder per screen in each architecture; `Common` is what its screens share, the entry",
            "point is the file at the target's root):", "",
        ]
        out += Markdown.table(
            ["Screen", "Architecture", "Files", "Types", "Functions", "Code", "Comment", "Blank"],
            names.flatMap { screen in
                analyses.compactMap { a in
                    a.screens.first { $0.screen == screen }.map { s in
                        [
                            screen, a.name, "\(s.total.files)", "\(s.total.types)", "\(s.total.functions)",
                            "\(s.total.lines.code)", "\(s.total.lines.comment)", "\(s.total.lines.blank)",
                        ]
                    }
                }
            })
        guard screens.isEmpty else {
            return out + ["", "Each screen's size per layer, and its chart, are on the screen's page (section 8)."]
        }
        out += ["", "Per screen and layer:", ""]
        out += Markdown.table(
            ["Architecture", "Screen", "Layer", "Files", "Types", "Functions", "Code", "Comment", "Blank"],
            analyses.flatMap { a in
                ordered(a.screens).flatMap { s in
                    s.layers.map { l in
                        [
                            a.name, s.screen, l.name, "\(l.files)", "\(l.types)", "\(l.functions)", "\(l.lines.code)",
                            "\(l.lines.comment)", "\(l.lines.blank)",
                        ]
                    }
                }
            })
        return out
    }

    /// One screen's size per architecture and layer, and its chart: the screen page's size.
    static func screenLayers(_ analyses: [ArchitectureAnalysis], screen: ReportData.Screen) -> [String] {
        let rows = analyses.flatMap { a in
            (a.screens.first { $0.screen == screen.name }?.layers ?? []).map { (a.name, $0) }
        }
        guard !rows.isEmpty else { return [] }
        var out = Markdown.table(
            ["Architecture", "Layer", "Files", "Types", "Functions", "Code", "Comment", "Blank"],
            rows.map { name, l in
                [
                    name, l.name, "\(l.files)", "\(l.types)", "\(l.functions)", "\(l.lines.code)", "\(l.lines.comment)",
                    "\(l.lines.blank)",
                ]
            })
        let names = analyses.map(\.name).filter { name in rows.contains { $0.0 == name } }
        let totals = names.map { name in rows.filter { $0.0 == name }.reduce(0) { $0 + $1.1.lines.code } }
        out += chart(
            "\(screen.name): code lines per architecture and layer", bars: rows.map { ("\($0.0) \($0.1.name)", $0.0) },
            values: rows.map(\.1.lines.code), architectures: names)
        out += chart(
            "\(screen.name): code lines per architecture, all layers", bars: names.map { ($0, $0) }, values: totals,
            architectures: names)
        return out
    }

    /// The palette the charts give the architectures, in the catalog's order.
    static let palette = ["#7f7f7f", "#3b6fb6", "#d9822b", "#2f9e44", "#9c36b5", "#c92a2a"]

    /// A horizontal bar chart whose bars take their architecture's colour: a series per
    /// architecture, zero where the bar is another's, since Mermaid colours a series, not a bar.
    /// A last, white series of zeros covers the stub Mermaid draws for a zero, left of the axis's 0.
    static func chart(
        _ title: String, bars: [(label: String, architecture: String)], values: [Int], architectures: [String]
    ) -> [String] {
        let colours = (architectures.indices.map { palette[$0 % palette.count] } + ["#ffffff"]).joined(separator: ", ")
        return [
            "", "```mermaid",
            "%%{init: {\"themeVariables\": {\"xyChart\": {\"plotColorPalette\": \"\(colours)\"}}}}%%",
            "xychart-beta horizontal",
            "    title \"\(title)\"",
            "    x-axis [" + bars.map { "\"\($0.label)\"" }.joined(separator: ", ") + "]",
            "    y-axis \"code lines\" 0 --> \((values.max() ?? 0) / 50 * 50 + 50)",
        ]
            + architectures.map { name in
                "    bar [" + zip(bars, values).map { "\($0.architecture == name ? $1 : 0)" }.joined(separator: ", ")
                    + "]"
            } + ["    bar [" + bars.map { _ in "0" }.joined(separator: ", ") + "]", "```", ""]
    }
}

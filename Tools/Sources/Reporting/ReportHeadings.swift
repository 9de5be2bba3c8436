/// The headings of REPORT.md's sections that other parts of the report link to, written once so
/// that a link and its heading cannot drift apart.
enum ReportHeadings {
    static let size = "1. Size"
    static let coupling = "2. Coupling"
    static let testability = "3. Testability, from the unit tests"
    static let mutation = "How much the suite catches: mutation score"
    static let uiWork = "5. UI work per user action"
    static let claims = "6. The seed's claims, checked"
    static let changes = "7. Cost of a change"
    static let pictures = "8. Pictures"

    /// The anchor GitHub gives a heading: lower case, punctuation but hyphens dropped, spaces as hyphens.
    static func anchor(_ heading: String) -> String {
        String(
            heading.lowercased().unicodeScalars.compactMap { scalar -> Character? in
                if scalar == " " { return "-" }
                if scalar == "-" || scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                    return Character(scalar)
                }
                return nil
            })
    }
}

import SourceReading
import Testing

@Suite("Markdown figures")
struct MarkdownTests {
    @Test("A time is printed to three significant figures, whatever its size")
    func significant() {
        #expect(
            [122.04, 35.93, 1.224, 0.01234, 0.00323, 0].map(Markdown.significant) == [
                "122", "35.9", "1.22", "0.0123", "0.00323", "0",
            ])
    }
}

import Foundation
import SourceReading

/// Lines and regions of an architecture's code that the behaviour suite ran, from the JSON that
/// `swift test --enable-code-coverage` exports with llvm-cov.
public struct CodeCoverage: Codable, Equatable, Sendable {
    public var lines = 0
    public var linesCovered = 0
    public var regions = 0
    public var regionsCovered = 0

    public init() {}

    public var linePercent: Double { lines == 0 ? 0 : 100 * Double(linesCovered) / Double(lines) }
    public var regionPercent: Double { regions == 0 ? 0 : 100 * Double(regionsCovered) / Double(regions) }

    /// The coverage of each target folder `Sources/<name>/`, summed over its files.
    public static func perTarget(llvmCovExport data: Data, targets: [String]) throws(LabError) -> [String: CodeCoverage]
    {
        struct Export: Decodable {
            struct Unit: Decodable { let files: [File] }
            struct File: Decodable {
                let filename: String
                let summary: Summary
            }
            struct Summary: Decodable {
                let lines: Count
                let regions: Count
            }
            struct Count: Decodable {
                let count: Int
                let covered: Int
            }
            let data: [Unit]
        }
        let export: Export
        do { export = try JSONDecoder().decode(Export.self, from: data) } catch {
            throw LabError("the coverage export is not llvm-cov JSON: \(error)")
        }
        var result: [String: CodeCoverage] = [:]
        for file in export.data.flatMap(\.files) {
            guard let target = targets.first(where: { file.filename.contains("/Sources/\($0)/") }) else { continue }
            result[target, default: CodeCoverage()].lines += file.summary.lines.count
            result[target, default: CodeCoverage()].linesCovered += file.summary.lines.covered
            result[target, default: CodeCoverage()].regions += file.summary.regions.count
            result[target, default: CodeCoverage()].regionsCovered += file.summary.regions.covered
        }
        return result
    }
}

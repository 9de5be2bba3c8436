import Foundation
import SourceReading

/// The functions of one folder that a run executed, from the JSON `llvm-cov export` writes for an
/// instrumented binary: each function's run count, by its mangled name, with its file.
public struct ExecutedFunctions: Equatable, Sendable {
    public struct Function: Equatable, Sendable {
        public let name: String
        /// The file that defines it, from the package root.
        public let file: String
        public let count: Int
    }

    public let functions: [String: Function]

    public init(functions: [String: Function]) {
        self.functions = functions
    }

    /// The functions defined under `folder` (a path from the package root, such as "Sources/MVP/").
    public init(llvmCovExport data: Data, packageRoot: String, folder: String) throws(LabError) {
        struct Export: Decodable {
            struct Unit: Decodable { let functions: [Function] }
            struct Function: Decodable {
                let name: String
                let count: Int
                let filenames: [String]
            }
            let data: [Unit]
        }
        let export: Export
        do { export = try JSONDecoder().decode(Export.self, from: data) } catch {
            throw LabError("the coverage export is not llvm-cov JSON: \(error)")
        }
        let prefix = packageRoot.hasSuffix("/") ? packageRoot : packageRoot + "/"
        var functions: [String: Function] = [:]
        for function in export.data.flatMap(\.functions) {
            guard let path = function.filenames.first, path.hasPrefix(prefix + folder) else { continue }
            functions[function.name] = Function(
                name: function.name, file: String(path.dropFirst(prefix.count)), count: function.count)
        }
        self.functions = functions
    }

    /// The functions that ran more often in `self` than in `before`: what the steps between the
    /// two runs executed, when both runs share everything up to them.
    public func ran(since before: ExecutedFunctions) -> [Function] {
        functions.values.filter { $0.count > (before.functions[$0.name]?.count ?? 0) }.sorted { $0.name < $1.name }
    }

    /// The type a function belongs to, from its simplified demangled name: "closure #1 in
    /// BlogCell.bind()", "variable initialization expression of BlogCell.likeButton" and
    /// "protocol witness for … in conformance BlogCell : …" are BlogCell's; nil for a function
    /// outside every type.
    public static func type(ofDemangled name: String) -> String? {
        if let conformance = name.range(of: " in conformance ") {
            return name[conformance.upperBound...].split(separator: " ").first.map { String($0) }
        }
        var text = Substring(name)
        // A closure or a default argument names its function after the last " in " or " of ".
        for separator in [" in ", " of "] {
            if let range = text.range(of: separator, options: .backwards) { text = text[range.upperBound...] }
        }
        let declaration = text.split(separator: " ").first { $0.contains(".") } ?? text
        let parts = declaration.prefix { $0 != "(" && $0 != ":" }.split(separator: ".")
        return parts.dropLast().last { $0.first?.isUppercase == true }.map(String.init)
    }
}

import Foundation

/// Which symbols of one module a set of files names, from the compiler's index: what the kit
/// check of docs/UIKIT.md reads, since a name alone cannot tell the kit's `footer` from a name an
/// architecture declares itself.
public enum ModuleReferences {
    /// The symbols of `module` that `files` reference, by the index's name for each (`footer`,
    /// `makeToast(_:)`, `init(identifier:)`), with the first place that names it (`File.swift:12`).
    public static func symbols(
        of module: String, referencedFrom files: [SourceFile], packageRoot: URL
    ) throws(LabError) -> [String: String] {
        let library: IndexStoreLibrary = try IndexStoreLibrary.load()
        let indexed = try PackageIndex.records(of: files, packageRoot: packageRoot, library: library)
        guard indexed.count == files.count else {
            throw LabError(
                "the index store at \(PackageIndex.storeURL(packageRoot: packageRoot).path) lacks some of the files: build the package first"
            )
        }
        // A Swift USR starts with the module's name, its length first: `s:13HeadlessUIKit…`.
        let prefix = "s:\(module.utf8.count)\(module)"
        var named: [String: String] = [:]
        for file in indexed.sorted(by: { $0.path < $1.path }) {
            for occurrence in file.occurrences
            where occurrence.roles & IndexedTypeGraph.Role.reference != 0 && occurrence.symbol.usr.hasPrefix(prefix)
                && occurrence.roles & IndexedTypeGraph.Role.implicit == 0
            {
                // A property's accessors are indexed beside it, as `getter:text`: the property names them.
                let name = occurrence.symbol.name
                guard !name.hasPrefix("getter:"), !name.hasPrefix("setter:") else { continue }
                if named[name] == nil {
                    named[name] = "\(URL(fileURLWithPath: file.path).lastPathComponent):\(occurrence.line)"
                }
            }
        }
        return named
    }
}

import Foundation

/// Where the report's coupling graph comes from: the index store of the package's debug build,
/// read through the toolchain's libIndexStore; or, when either cannot be had, the names in the
/// code. An index older than the code it describes is an error, never a silent fallback. Paths are
/// compared with symlinks resolved, as a Mac's `/var` is `/private/var` to the compiler.
public enum PackageIndex {
    /// The store every debug build writes.
    public static func storeURL(packageRoot: URL) -> URL {
        packageRoot.appending(path: ".build/debug/index/store")
    }

    public static func graph(files: [SourceFile], packageRoot: URL) throws(LabError) -> TypeGraph {
        let store = storeURL(packageRoot: packageRoot)
        guard FileManager.default.fileExists(atPath: store.path), let library = try? IndexStoreLibrary.load() else {
            return TypeGraph(files: files)
        }
        let indexed = try records(of: files, packageRoot: packageRoot, library: library)
        let unitByPath = Dictionary(
            indexed.map { (URL(fileURLWithPath: $0.path).resolvingSymlinksInPath().path, $0.unit) }
        ) {
            first, _ in first
        }
        for file in files {
            let path = packageRoot.appending(path: file.path).resolvingSymlinksInPath().path
            guard let unit = unitByPath[path] else {
                throw LabError(
                    "the index store at \(store.path) has no record of \(file.path): build the package (swift build) first"
                )
            }
            let unitURL = store.appending(path: "v5/units/\(unit)")
            if let unitDate = modified(unitURL), let fileDate = modified(URL(fileURLWithPath: path)),
                unitDate < fileDate
            {
                throw LabError(
                    "the index store at \(store.path) is older than \(file.path): build the package (swift build) first"
                )
            }
        }
        return IndexedTypeGraph.build(files: files, indexed: indexed, packageRoot: packageRoot)
    }

    /// The store's records of `files`, one per file that has one.
    static func records(
        of files: [SourceFile], packageRoot: URL, library: IndexStoreLibrary
    ) throws(LabError) -> [IndexStoreReader.File] {
        let wanted = Set(files.map { packageRoot.appending(path: $0.path).resolvingSymlinksInPath().path })
        return try IndexStoreReader.read(store: storeURL(packageRoot: packageRoot).path, library: library) {
            wanted.contains(URL(fileURLWithPath: $0).resolvingSymlinksInPath().path)
        }
    }

    private static func modified(_ url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }
}

/// Reads the occurrences the compiler recorded for each source file of an index store
/// (`.build/debug/index/store`, written by every debug build): which symbol each place of the
/// code declares or references, and the symbols that place relates to (the function or type that
/// contains it, the type a member belongs to, the type an extension extends).
enum IndexStoreReader {
    struct Symbol: Hashable, Sendable {
        let usr: String
        let name: String
        let kind: UInt32
        let subkind: UInt32
    }

    struct Occurrence: Sendable {
        let symbol: Symbol
        let roles: UInt64
        let line: Int
        let relations: [(roles: UInt64, symbol: Symbol)]
    }

    struct File: Sendable {
        let path: String
        /// The unit the file's record came from, a file under the store's `units` folder.
        let unit: String
        let occurrences: [Occurrence]
    }

    /// The files of the store whose path `keep` accepts, one entry per file (the latest unit wins).
    static func read(
        store path: String, library: IndexStoreLibrary, keep: (String) -> Bool
    ) throws(LabError) -> [File] {
        var error: OpaquePointer?
        guard let store = library.storeCreate(path, &error) else {
            throw LabError("cannot open the index store at \(path): \(message(error, library))")
        }
        defer { library.storeDispose(store) }

        let units = Box([String]())
        _ = library.unitsApply(store, 1, Unmanaged.passUnretained(units).toOpaque()) { context, name in
            Box<[String]>.from(context).value.append(IndexStoreLibrary.string(name))
            return true
        }
        var files: [String: File] = [:]
        for unit in units.value {
            guard let reader = library.unitReaderCreate(store, unit, nil) else { continue }
            defer { library.unitReaderDispose(reader) }
            let mainFile = IndexStoreLibrary.string(library.unitMainFile(reader))
            guard keep(mainFile) else { continue }
            let records = Box((library, [String]()))
            _ = library.unitDependenciesApply(reader, Unmanaged.passUnretained(records).toOpaque()) {
                context, dependency in
                let box = Box<(IndexStoreLibrary, [String])>.from(context)
                guard let dependency, box.value.0.dependencyKind(dependency) == 2 else { return true }
                box.value.1.append(IndexStoreLibrary.string(box.value.0.dependencyName(dependency)))
                return true
            }
            var occurrences: [Occurrence] = []
            for record in records.value.1 {
                occurrences += readRecord(record, store: store, library: library)
            }
            files[mainFile] = File(path: mainFile, unit: unit, occurrences: occurrences)
        }
        return files.values.sorted { $0.path < $1.path }
    }

    private static func readRecord(_ name: String, store: OpaquePointer, library: IndexStoreLibrary) -> [Occurrence] {
        guard let reader = library.recordReaderCreate(store, name, nil) else { return [] }
        defer { library.recordReaderDispose(reader) }
        let box = Box((library, [Occurrence]()))
        _ = library.occurrencesApply(reader, Unmanaged.passUnretained(box).toOpaque()) { context, occurrence in
            let box = Box<(IndexStoreLibrary, [Occurrence])>.from(context)
            let library = box.value.0
            guard let occurrence, let symbol = library.occurrenceSymbol(occurrence) else { return true }
            var line: UInt32 = 0
            var column: UInt32 = 0
            library.occurrenceLineColumn(occurrence, &line, &column)
            let relations = Box((library, [(roles: UInt64, symbol: Symbol)]()))
            _ = library.relationsApply(occurrence, Unmanaged.passUnretained(relations).toOpaque()) {
                context, relation in
                let box = Box<(IndexStoreLibrary, [(roles: UInt64, symbol: Symbol)])>.from(context)
                guard let relation, let symbol = box.value.0.relationSymbol(relation) else { return true }
                box.value.1.append((box.value.0.relationRoles(relation), IndexStoreReader.symbol(symbol, box.value.0)))
                return true
            }
            box.value.1.append(
                Occurrence(
                    symbol: IndexStoreReader.symbol(symbol, library), roles: library.occurrenceRoles(occurrence),
                    line: Int(line), relations: relations.value.1))
            return true
        }
        return box.value.1
    }

    private static func symbol(_ symbol: OpaquePointer, _ library: IndexStoreLibrary) -> Symbol {
        Symbol(
            usr: IndexStoreLibrary.string(library.symbolUSR(symbol)),
            name: IndexStoreLibrary.string(library.symbolName(symbol)), kind: library.symbolKind(symbol),
            subkind: library.symbolSubkind(symbol))
    }

    private static func message(_ error: OpaquePointer?, _ library: IndexStoreLibrary) -> String {
        guard let error else { return "unknown error" }
        defer { library.errorDispose(error) }
        return library.errorDescription(error).map { String(cString: $0) } ?? "unknown error"
    }

    /// A value that a C callback reaches through its context pointer.
    final class Box<Value> {
        var value: Value
        init(_ value: Value) { self.value = value }

        static func from(_ context: UnsafeMutableRawPointer?) -> Box {
            Unmanaged<Box>.fromOpaque(context!).takeUnretainedValue()
        }
    }
}

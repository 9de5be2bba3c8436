import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// The toolchain's libIndexStore, loaded at run time from beside the `swift` in use, so that the
/// package reads the compiler's index without depending on any package. Only the C functions the
/// coupling graph needs are bound. A `indexstore_string_ref_t` ({ const char *, size_t }) has the
/// layout of C's `iovec`, which is how it crosses into Swift.
struct IndexStoreLibrary: @unchecked Sendable {
    typealias Ref = OpaquePointer
    typealias Context = UnsafeMutableRawPointer
    typealias StringRef = iovec

    let storeCreate: @convention(c) (UnsafePointer<CChar>, UnsafeMutablePointer<Ref?>?) -> Ref?
    let storeDispose: @convention(c) (Ref) -> Void
    let unitsApply: @convention(c) (Ref, UInt32, Context?, @convention(c) (Context?, StringRef) -> Bool) -> Bool
    let unitReaderCreate: @convention(c) (Ref, UnsafePointer<CChar>, UnsafeMutablePointer<Ref?>?) -> Ref?
    let unitReaderDispose: @convention(c) (Ref) -> Void
    let unitMainFile: @convention(c) (Ref) -> StringRef
    let unitDependenciesApply: @convention(c) (Ref, Context?, @convention(c) (Context?, Ref?) -> Bool) -> Bool
    let dependencyKind: @convention(c) (Ref) -> UInt32
    let dependencyName: @convention(c) (Ref) -> StringRef
    let recordReaderCreate: @convention(c) (Ref, UnsafePointer<CChar>, UnsafeMutablePointer<Ref?>?) -> Ref?
    let recordReaderDispose: @convention(c) (Ref) -> Void
    let occurrencesApply: @convention(c) (Ref, Context?, @convention(c) (Context?, Ref?) -> Bool) -> Bool
    let occurrenceSymbol: @convention(c) (Ref) -> Ref?
    let occurrenceRoles: @convention(c) (Ref) -> UInt64
    let occurrenceLineColumn: @convention(c) (Ref, UnsafeMutablePointer<UInt32>, UnsafeMutablePointer<UInt32>) -> Void
    let relationsApply: @convention(c) (Ref, Context?, @convention(c) (Context?, Ref?) -> Bool) -> Bool
    let relationRoles: @convention(c) (Ref) -> UInt64
    let relationSymbol: @convention(c) (Ref) -> Ref?
    let symbolKind: @convention(c) (Ref) -> UInt32
    let symbolSubkind: @convention(c) (Ref) -> UInt32
    let symbolName: @convention(c) (Ref) -> StringRef
    let symbolUSR: @convention(c) (Ref) -> StringRef
    let errorDescription: @convention(c) (Ref) -> UnsafePointer<CChar>?
    let errorDispose: @convention(c) (Ref) -> Void

    /// The library beside the toolchain's `swift`: `TOOLCHAIN_DIR`'s, `xcrun --find swift`'s on a
    /// Mac, or the first `swift` on `PATH`, symlinks resolved.
    static func load() throws(LabError) -> IndexStoreLibrary {
        let candidates = libraryCandidates()
        for path in candidates {
            if let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) {
                return try IndexStoreLibrary(handle: handle)
            }
        }
        throw LabError("no libIndexStore beside the toolchain (looked at \(candidates.joined(separator: ", ")))")
    }

    private static func libraryCandidates() -> [String] {
        #if canImport(Darwin)
            let names = ["libIndexStore.dylib"]
        #else
            let names = ["libIndexStore.so"]
        #endif
        var binaries: [URL] = []
        let environment = ProcessInfo.processInfo.environment
        if let toolchain = environment["TOOLCHAIN_DIR"] {
            binaries.append(URL(fileURLWithPath: toolchain).appending(path: "usr/bin/swift"))
        }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let swift = URL(fileURLWithPath: String(directory)).appending(path: "swift")
            if FileManager.default.isExecutableFile(atPath: swift.path) { binaries.append(swift) }
        }
        #if canImport(Darwin)
            // /usr/bin/swift is a shim on a Mac: xcrun names the toolchain's own binary.
            if let swift = xcrunFind("swift") { binaries.insert(swift, at: 0) }
            binaries.append(
                URL(
                    fileURLWithPath:
                        "/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/bin/swift"))
        #endif
        var paths: [String] = []
        for binary in binaries {
            let real = binary.resolvingSymlinksInPath()
            let lib = real.deletingLastPathComponent().deletingLastPathComponent().appending(path: "lib")
            for name in names where !paths.contains(lib.appending(path: name).path) {
                paths.append(lib.appending(path: name).path)
            }
        }
        return paths
    }

    #if canImport(Darwin)
        private static func xcrunFind(_ tool: String) -> URL? {
            let process = Process()
            let pipe = Pipe()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/xcrun")
            process.arguments = ["--find", tool]
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return nil }
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return process.terminationStatus == 0 && !path.isEmpty ? URL(fileURLWithPath: path) : nil
        }
    #endif

    private init(handle: UnsafeMutableRawPointer) throws(LabError) {
        func bind<T>(_ name: String, as type: T.Type) throws(LabError) -> T {
            guard let symbol = dlsym(handle, name) else {
                throw LabError("libIndexStore has no \(name)")
            }
            return unsafeBitCast(symbol, to: type)
        }
        storeCreate = try bind("indexstore_store_create", as: type(of: storeCreate))
        storeDispose = try bind("indexstore_store_dispose", as: type(of: storeDispose))
        unitsApply = try bind("indexstore_store_units_apply_f", as: type(of: unitsApply))
        unitReaderCreate = try bind("indexstore_unit_reader_create", as: type(of: unitReaderCreate))
        unitReaderDispose = try bind("indexstore_unit_reader_dispose", as: type(of: unitReaderDispose))
        unitMainFile = try bind("indexstore_unit_reader_get_main_file", as: type(of: unitMainFile))
        unitDependenciesApply = try bind(
            "indexstore_unit_reader_dependencies_apply_f", as: type(of: unitDependenciesApply))
        dependencyKind = try bind("indexstore_unit_dependency_get_kind", as: type(of: dependencyKind))
        dependencyName = try bind("indexstore_unit_dependency_get_name", as: type(of: dependencyName))
        recordReaderCreate = try bind("indexstore_record_reader_create", as: type(of: recordReaderCreate))
        recordReaderDispose = try bind("indexstore_record_reader_dispose", as: type(of: recordReaderDispose))
        occurrencesApply = try bind("indexstore_record_reader_occurrences_apply_f", as: type(of: occurrencesApply))
        occurrenceSymbol = try bind("indexstore_occurrence_get_symbol", as: type(of: occurrenceSymbol))
        occurrenceRoles = try bind("indexstore_occurrence_get_roles", as: type(of: occurrenceRoles))
        occurrenceLineColumn = try bind("indexstore_occurrence_get_line_col", as: type(of: occurrenceLineColumn))
        relationsApply = try bind("indexstore_occurrence_relations_apply_f", as: type(of: relationsApply))
        relationRoles = try bind("indexstore_symbol_relation_get_roles", as: type(of: relationRoles))
        relationSymbol = try bind("indexstore_symbol_relation_get_symbol", as: type(of: relationSymbol))
        symbolKind = try bind("indexstore_symbol_get_kind", as: type(of: symbolKind))
        symbolSubkind = try bind("indexstore_symbol_get_subkind", as: type(of: symbolSubkind))
        symbolName = try bind("indexstore_symbol_get_name", as: type(of: symbolName))
        symbolUSR = try bind("indexstore_symbol_get_usr", as: type(of: symbolUSR))
        errorDescription = try bind("indexstore_error_get_description", as: type(of: errorDescription))
        errorDispose = try bind("indexstore_error_dispose", as: type(of: errorDispose))
    }

    static func string(_ ref: StringRef) -> String {
        guard let base = ref.iov_base, ref.iov_len > 0 else { return "" }
        return String(
            decoding: UnsafeRawBufferPointer(start: base, count: Int(ref.iov_len)), as: UTF8.self)
    }
}

import Foundation
import SourceReading

/// A change request as the package keeps it, in `Changes/<name>/`: the request's text
/// (`REQUEST.md`, with the article's promise for it), one diff per architecture against its
/// `Sources/<Arch>` and its unit tests in `Tests/<Arch>Tests` (`<Arch>.diff`), the diff of the code
/// every architecture shares (`Shared.diff`, optional) and the change's specs (`Specs/*.swift`).
/// The base code never holds the change; the diffs are the change. A second author's diffs, written
/// from REQUEST.md and the code alone, sit in `SecondAuthor/`: their difference is the cost's noise.
public struct ChangeRequest: Sendable {
    /// Who wrote the architectures' diffs.
    public enum Author: String, Sendable, CaseIterable {
        case first, second

        /// Where the author's diffs are inside the change's folder ("" for the change's own).
        public var folder: String { self == .first ? "" : "SecondAuthor/" }
    }

    /// Where the request comes from, as its REQUEST.md's `Provenance:` line says first.
    public enum Provenance: String, Codable, Sendable, CaseIterable {
        /// A change the article itself tells.
        case story
        /// The article's example taken one step further.
        case adaptation
        /// A principle the article states, made into a concrete change.
        case principle
    }

    public static let folder = "Changes"
    public static let sharedDiff = "Shared.diff"
    public static let requestFile = "REQUEST.md"
    public static let specsFolder = "Specs"

    public let name: String
    public let author: Author
    public let provenance: Provenance
    /// The first heading of REQUEST.md.
    public let title: String
    public let promise: ChangePromise
    public let shared: [FilePatch]
    /// Each architecture's diff; an architecture with no diff file is missing, not unchanged.
    public let diffs: [String: [FilePatch]]
    /// The specs' files, relative to the package root.
    public let specFiles: [String]

    /// The names of the package's change requests, sorted (none when there is no `Changes`).
    public static func names(packageRoot: URL) -> [String] {
        let url = packageRoot.appending(path: folder)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return entries.filter { entry in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.appending(path: entry).path, isDirectory: &isDirectory)
                && isDirectory.boolValue && !entry.hasPrefix(".")
        }.sorted()
    }

    /// The folder of the change, relative to the package root.
    public static func path(of name: String) -> String { "\(folder)/\(name)" }

    /// Reads and checks the change: the folder and its request exist, every diff can be read, an
    /// architecture's diff stays inside `Sources/<Arch>`, and the shared diff touches no
    /// architecture.
    public static func load(name: String, architectures: [String], packageRoot: URL, author: Author = .first)
        throws(LabError) -> ChangeRequest
    {
        let root = packageRoot.appending(path: path(of: name), directoryHint: .isDirectory)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            let known = names(packageRoot: packageRoot)
            throw LabError(
                "no change request at \(root.path)"
                    + (known.isEmpty ? "" : " (known: \(known.joined(separator: ", ")))"))
        }
        let request = try text(root.appending(path: requestFile))
        let title =
            TextLines.split(request).first { $0.hasPrefix("# ") }.map { String($0.dropFirst(2)) } ?? name
        let provenanceLine = TextLines.split(request).first { $0.hasPrefix("Provenance: ") }
        guard
            let provenance = provenanceLine.flatMap({ line in
                line.dropFirst("Provenance: ".count).split(separator: ".").first.flatMap {
                    Provenance(rawValue: String($0))
                }
            })
        else {
            throw LabError(
                "\(root.appending(path: requestFile).path) needs a 'Provenance: story|adaptation|principle. …' line"
            )
        }
        let promise: ChangePromise
        do { promise = try ChangePromise.parse(request) } catch {
            throw LabError("\(root.appending(path: requestFile).path): \(error.description)")
        }
        if let unknown = promise.madeFor.first(where: { !architectures.contains($0) }) {
            throw LabError(
                "\(root.appending(path: requestFile).path): the promise's 'For:' names \(unknown), not one of \(architectures.joined(separator: ", "))"
            )
        }
        func patches(_ file: String) throws(LabError) -> [FilePatch]? {
            let url = root.appending(path: file)
            guard FileManager.default.fileExists(atPath: url.path) else { return nil }
            let diff = try text(url)
            do { return try FilePatch.parse(diff) } catch { throw LabError("\(url.path): \(error.message)") }
        }
        /// A path that passes through a symbolic link of the package, which may lead out of it.
        func throughLink(_ file: String, _ patches: [FilePatch]) throws(LabError) {
            for patch in patches {
                var prefix = packageRoot
                for part in patch.path.split(separator: "/").dropLast() {
                    prefix = prefix.appending(path: String(part))
                    let type =
                        try? FileManager.default.attributesOfItem(atPath: prefix.path)[.type] as? FileAttributeType
                    guard type != .typeSymbolicLink else {
                        throw LabError(
                            "\(file) of \(name) changes \(patch.path) through the symbolic link"
                                + " \(prefix.path); a diff's paths stay inside the package")
                    }
                }
            }
        }
        let shared = try patches(sharedDiff) ?? []
        try throughLink(sharedDiff, shared)
        let owned = { (patch: FilePatch) in
            architectures.contains { patch.path.hasPrefix("Sources/\($0)/") || patch.path.hasPrefix(testFolder($0)) }
        }
        if let stray = shared.first(where: owned) {
            throw LabError(
                "\(sharedDiff) of \(name) changes \(stray.path): an architecture's code goes in its own diff")
        }
        var diffs: [String: [FilePatch]] = [:]
        for architecture in architectures {
            guard let patches = try patches("\(author.folder)\(architecture).diff") else { continue }
            if let stray = patches.first(where: {
                !$0.path.hasPrefix("Sources/\(architecture)/") && !$0.path.hasPrefix(testFolder(architecture))
            }) {
                throw LabError(
                    "\(architecture).diff of \(name) changes \(stray.path), outside Sources/\(architecture) and \(testFolder(architecture)): shared code goes in \(sharedDiff)"
                )
            }
            try throughLink("\(author.folder)\(architecture).diff", patches)
            diffs[architecture] = patches
        }
        let specs = (try? PackageSources.texts(in: "\(path(of: name))/\(specsFolder)", packageRoot: packageRoot)) ?? []
        return ChangeRequest(
            name: name, author: author, provenance: provenance, title: title, promise: promise, shared: shared,
            diffs: diffs,
            specFiles: specs.map(\.path))
    }

    /// Whether a second author wrote diffs for the change.
    public static func hasSecondAuthor(name: String, packageRoot: URL) -> Bool {
        let url = packageRoot.appending(path: "\(path(of: name))/\(Author.second.folder)")
        return ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).contains {
            $0.hasSuffix(".diff")
        }
    }

    /// Where an architecture's unit tests are, relative to the package root.
    public static func testFolder(_ architecture: String) -> String { "Tests/\(architecture)Tests/" }

    private static func text(_ url: URL) throws(LabError) -> String {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw LabError("cannot read \(url.path)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw LabError("\(url.path) is not UTF-8")
        }
        return text
    }
}

import ChangeRequests
import Foundation
import SourceReading

/// Between a change request's diffs and the patched copy: the files the diffs make, and the
/// diffs the copy's edits make.
enum ChangeRecording {
    /// Where the change's specs join the behaviour suite in the copy.
    static func specsFolder(of name: String) -> String { "Tests/MVXTests/Changes/\(name)" }

    /// What `patch` calls a reject: the hunks of a file that no longer find their lines, written
    /// beside the file in the copy (`<file>.rej`) for a person to make by hand.
    static let rejectSuffix = ".rej"

    /// Every file the change writes (path → text; nil for a file it deletes): each diff applied
    /// to the package's file, and the specs in the suite's folder. With `keepingRejects`, a hunk
    /// that no longer applies is left out and returned, by file, instead of failing the whole.
    static func patchedFiles(_ request: ChangeRequest, packageRoot: URL, keepingRejects: Bool = false)
        throws(LabError) -> (files: [String: String?], rejects: [String: FilePatch])
    {
        var files: [String: String?] = [:]
        var rejects: [String: FilePatch] = [:]
        let sets = [(ChangeRequest.sharedDiff, request.shared)] + request.diffs.sorted { $0.key < $1.key }
        for (diff, patches) in sets {
            let file = diff.hasSuffix(".diff") ? diff : diff + ".diff"
            for patch in patches {
                let old = try text(packageRoot.appending(path: patch.path))
                if keepingRejects, old == nil, !patch.isNew {
                    // The file is gone from the package: every hunk is a reject, kept beside where it was.
                    rejects[patch.path] = patch
                    continue
                }
                do throws(LabError) {
                    let (text, rejected) = try patch.applyingWhatApplies(to: old)
                    if let number = rejected.first, !keepingRejects {
                        throw LabError(
                            "hunk \(number + 1) of \(patch.path) (\(patch.hunks[number].header)) no longer matches the file"
                        )
                    }
                    files[patch.path] = text
                    if !rejected.isEmpty { rejects[patch.path] = patch.only(rejected) }
                } catch {
                    throw LabError(
                        "\(request.name)/\(file) does not apply: \(error.description); 'swift run mvx change \(request.name) --open' in Tools/ writes the copy with the hunks that apply and the others beside their files (.rej), to make by hand and --record"
                    )
                }
            }
        }
        for spec in request.specFiles {
            let fileName = String(spec.split(separator: "/").last!)
            files["\(specsFolder(of: request.name))/\(fileName)"] = try text(packageRoot.appending(path: spec))
        }
        return (files, rejects)
    }

    /// Rewrites the change's diffs from the copy: what differs under `Sources/<Arch>` or
    /// `Tests/<Arch>Tests` goes to that architecture's diff (an empty one when it changed nothing),
    /// everything else to Shared.diff.
    /// A file edited in the copy since it was written counts as edited; every other file is the
    /// change's diff applied to the package as it is now, so what the package changed meanwhile is
    /// not recorded as the change's. All diffs are made before any is written.
    static func record(
        _ request: ChangeRequest, architectures: [String], scratch: ScratchPackage, output: (String) -> Void
    ) throws(LabError) {
        let edits: [String: String?]
        var base: [String: String] = [:]
        do { edits = try scratch.edits() } catch {
            throw LabError("\(error.message); run 'swift run mvx change \(request.name) --open' in Tools/ first")
        }
        for item in scratch.copied {
            for relative in scratch.files(under: scratch.packageRoot, item) {
                base[relative] = try text(scratch.packageRoot.appending(path: relative))
            }
        }
        var edited: [String: String?] = base.mapValues { .some($0) }
        let patched = try patchedFiles(request, packageRoot: scratch.packageRoot, keepingRejects: true)
        for (path, text) in patched.files { edited[path] = text }
        for (path, text) in edits where !path.hasSuffix(rejectSuffix) { edited[path] = text }
        // A reject is made once its file is edited, or dropped once its `.rej` is deleted (the change
        // no longer needs that file's hunks).
        let unmade = patched.rejects.keys.sorted().first { edits[$0] == nil && edits[$0 + rejectSuffix] == nil }
        if let unmade {
            throw LabError(
                "\(unmade) has hunks that no longer apply (\(unmade)\(rejectSuffix) in the copy) and was not edited: make them by hand, or delete the .rej to drop them, then --record"
            )
        }
        let ignored = specsFolder(of: request.name) + "/"
        var diffs: [String: [FilePatch]] = [ChangeRequest.sharedDiff: []]
        for architecture in architectures { diffs["\(architecture).diff"] = [] }
        for path in Set(edited.keys).union(base.keys).sorted() where !path.hasPrefix(ignored) {
            guard let patch = FilePatch.between(path: path, old: base[path], new: edited[path] ?? nil) else { continue }
            let owner = architectures.first {
                path.hasPrefix("Sources/\($0)/") || path.hasPrefix(ChangeRequest.testFolder($0))
            }
            diffs[owner.map { "\($0).diff" } ?? ChangeRequest.sharedDiff]!.append(patch)
        }
        // The shared part is the base a second author starts from: only their own edits outside the
        // architectures are strays.
        if request.author == .second,
            let stray = diffs[ChangeRequest.sharedDiff]?.first(where: { edits[$0.path] != nil })
        {
            throw LabError(
                "the second author's copy changes \(stray.path): a second author writes the architectures' code only"
            )
        }
        let folder = scratch.packageRoot.appending(
            path: ChangeRequest.path(of: request.name) + "/" + request.author.folder)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (file, patches) in diffs.sorted(by: { $0.key < $1.key }) {
            let url = folder.appending(path: file)
            if file == ChangeRequest.sharedDiff, patches.isEmpty || request.author == .second {
                try? FileManager.default.removeItem(at: url)
                continue
            }
            do { try Data(patches.map(\.rendered).joined().utf8).write(to: url, options: .atomic) } catch {
                throw LabError("cannot write \(url.path): \(error.localizedDescription)")
            }
            output(
                "Recorded \(ChangeRequest.path(of: request.name))/\(request.author.folder)\(file): \(patches.count) files."
            )
        }
    }

    /// The file's text, or nil when there is no file.
    private static func text(_ url: URL) throws(LabError) -> String? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8)
        else { throw LabError("cannot read \(url.path)") }
        return text
    }
}

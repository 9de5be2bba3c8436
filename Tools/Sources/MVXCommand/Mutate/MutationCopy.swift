import Catalog
import Foundation

extension ScratchPackage {
    /// The copy `mvx mutate` plants its mutants in. Its manifest builds what no mutant touches
    /// (the shared model, the kit, the harness, the sessions) optimized, and every architecture as
    /// the lesson builds it: the tests that judge a mutant run the same code, faster.
    ///
    /// Every architecture stays unoptimized, not only those a run measures, so that the manifest,
    /// and with it the incremental build, stays the same from one run to the next.
    static func mutationCopy(of packageRoot: URL) -> ScratchPackage {
        let architectures = ArchitectureCatalog.all.map { "\"\($0.name)\"" }.joined(separator: ", ")
        return ScratchPackage(
            packageRoot: packageRoot, folder: ".build-mutate/package",
            manifestAddition: """

                // Added by `mvx mutate` in its copy: what no mutant touches builds optimized.
                for target in package.targets
                where target.type == .regular && ![\(architectures)].contains(target.name) {
                    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-O"])]
                }

                """)
    }
}

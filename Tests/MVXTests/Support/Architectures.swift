import Catalog
import Foundation
import Scenario

/// What every spec runs against: the catalog, or the part of it `MVX_ARCH` names. A name the
/// catalog does not hold stops the run with the list of known ones, rather than passing with
/// nothing tested; the selection is printed once, so a run says what it checked.
let architectures: [ArchitectureEntry] = {
    let selected: [ArchitectureEntry]
    do {
        selected = try ArchitectureCatalog.selected(by: ProcessInfo.processInfo.environment)
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(64)
    }
    print("Behaviour specs against: \(selected.map(\.name).joined(separator: ", "))")
    return selected
}()

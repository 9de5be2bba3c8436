import Catalog
import Foundation

/// What every spec runs against: the catalog, or the part of it `MVX_ARCH` names.
let architectures = ArchitectureCatalog.selected(by: ProcessInfo.processInfo.environment)

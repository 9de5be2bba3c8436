import Catalog
import Scenario

/// The selected architectures that build the goods home page: every one, unless one has not built
/// it yet (the report says which).
let goodsArchitectures = architectures.filter { $0.builds(.goods) }

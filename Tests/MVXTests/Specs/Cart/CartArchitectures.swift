import Catalog
import Scenario

/// The selected architectures that build the cart: every one, unless one has not built it yet
/// (the report says which).
let cartArchitectures = architectures.filter { $0.builds(.cart) }

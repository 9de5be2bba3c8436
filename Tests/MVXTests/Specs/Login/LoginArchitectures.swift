import Catalog
import Scenario

/// The selected architectures that build the login screen: every one, unless one has not built it
/// yet (the report says which).
let loginArchitectures = architectures.filter { $0.builds(.login) }

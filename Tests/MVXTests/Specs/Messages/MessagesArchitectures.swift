import Catalog
import Scenario

/// The selected architectures that build the system messages: every one, unless one has not built
/// it yet (the report says which).
let messagesArchitectures = architectures.filter { $0.builds(.messages) }

import Catalog
import Harness
import Scenario

/// The selected architectures that build the friend and follow lists: every one, unless one has not
/// built them yet (the report says which).
let friendsArchitectures = architectures.filter { $0.builds(.friends) }

/// Every architecture that builds the lists, with each of the two lists.
let friendsArchitecturesAndLists = friendsArchitectures.flatMap { architecture in
    FriendsScreen.List.allCases.map { (architecture, $0) }
}

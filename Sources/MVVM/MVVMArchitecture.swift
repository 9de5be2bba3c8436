import HeadlessUIKit
import Scenario

/// The articles' MVVM: view models expose formatted state and commands, views bind to them.
///
/// The articles write MVVM in three dialects, and each screen keeps its article's:
/// - *binding*: 000's RAC, written with Observation (`Common/View/Bindings.swift`): the profile,
///   the friend lists and 004's login observe `@Observable` view models;
/// - *frame model and DataService*: 002's messages, whose view models lay out each row on load and
///   reach the API through a DataService, the controller only glue;
/// - *blocks*: 003's cart and 004's goods call their controller back through blocks it hands over
///   (003's `initWithBlock`, 004's success and failure blocks), as the seeds do without RAC.
public enum MVVMArchitecture: ProfileBuilding {
    public static let name = "MVVM"

    public static func makeProfileScreen(userId: Int, environment: ProfileEnvironment) -> UIViewController {
        UserViewController.instance(userId: userId, environment: environment)
    }
}

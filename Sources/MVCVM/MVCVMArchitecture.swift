import HeadlessUIKit
import Scenario

/// The MVCVM of the article's Q&A ("为什么有的时候是MVP/MVVM有的时候是MVCP/MVCVM"): view models
/// as in MVVM, views that only lay out and expose their subviews, and a controller per module that
/// binds the two and talks to the scene.
public enum MVCVMArchitecture: ProfileBuilding {
    public static let name = "MVCVM"

    public static func makeProfileScreen(userId: Int, environment: ProfileEnvironment) -> UIViewController {
        UserViewController.instance(userId: userId, environment: environment)
    }
}

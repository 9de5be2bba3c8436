import HeadlessUIKit
import Scenario

/// The baseline the seed starts from ("MVC之消失的C层"): one view controller that does everything,
/// and cells bound to the model. The other versions are the article's answer to this one.
public enum MassiveMVCArchitecture: ProfileBuilding {
    public static let name = "MassiveMVC"

    public static func makeProfileScreen(userId: Int, environment: ProfileEnvironment) -> UIViewController {
        UserVC(userId: userId, environment: environment)
    }
}

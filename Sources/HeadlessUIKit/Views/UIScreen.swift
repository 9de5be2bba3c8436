import Foundation

/// The device's screen, for the layout code that reads its width (002's `ScreenWidth`).
@MainActor
public final class UIScreen {
    /// An iPhone 8's screen, 375 by 667 points, the same on every machine.
    public static let main = UIScreen()

    public let bounds = CGRect(x: 0, y: 0, width: 375, height: 667)

    private init() {}
}

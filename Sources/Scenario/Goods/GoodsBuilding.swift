import HeadlessUIKit

/// An architecture that builds article 004's goods home page.
@MainActor
public protocol GoodsBuilding: Architecture {
    /// The goods home page, ready to be pushed on a navigation controller. A seller's avatar opens
    /// that user's profile, this architecture's profile screen.
    static func makeGoodsScreen(environment: GoodsEnvironment) -> UIViewController
}

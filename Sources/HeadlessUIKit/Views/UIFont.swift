import Foundation

/// A font, as far as the kit measures text with it: its point size and the height of a line.
/// It has no glyphs: ``NSString/boundingRect(with:options:attributes:context:)`` gives each
/// character a fixed advance, so a height computed from it is the same on every machine.
public final class UIFont: Sendable {
    public let pointSize: CGFloat

    private init(pointSize: CGFloat) {
        self.pointSize = pointSize
    }

    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize)
    }

    /// The height of one line: 1.2 times the point size, rounded up to a whole point (UIKit's
    /// system font reads about 1.19, and layout code rounds it up as Apple's documentation asks).
    public var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }

    /// How far a character moves the pen: the point size for a full-width (CJK) character, half
    /// of it for an ASCII one.
    func advance(of character: Character) -> CGFloat {
        character.isASCII ? pointSize / 2 : pointSize
    }
}

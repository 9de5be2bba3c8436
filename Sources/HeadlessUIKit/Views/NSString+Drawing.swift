import Foundation

/// How text is laid out when it is measured, as UIKit's `NSStringDrawingOptions`.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lines stack from the top of the rectangle: the only layout the kit measures.
    public static let usesLineFragmentOrigin = Self(rawValue: 1 << 0)
    public static let usesFontLeading = Self(rawValue: 1 << 1)
}

/// UIKit's drawing context; the kit measures without one.
public final class NSStringDrawingContext {
    public init() {}
}

extension NSAttributedString.Key {
    /// The text's `UIFont`; text without one is measured in the 12-point system font, as UIKit does.
    public static let font = Self("NSFont")
}

extension NSString {
    /// The size the text takes when it is laid out in lines no wider than `size.width`: UIKit's
    /// call, with the kit's deterministic metrics. Each character advances by its font's
    /// ``UIFont`` advance; a line breaks before the character that would pass the width, and at
    /// each newline; each line is the font's `lineHeight` tall. Lines below `size.height` are
    /// dropped, but the first always counts, even for an empty text (UIKit's extra line fragment).
    /// The width is that of the widest line. Without `.usesLineFragmentOrigin` the text is measured as one line.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?
    ) -> CGRect {
        let text = self as String
        let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
        guard options.contains(.usesLineFragmentOrigin) else {
            let width = text.reduce(0) { $0 + font.advance(of: $1) }
            return CGRect(x: 0, y: 0, width: width, height: font.lineHeight)
        }
        var widths: [CGFloat] = [0]
        for character in text {
            if character.isNewline {
                widths.append(0)
                continue
            }
            let advance = font.advance(of: character)
            if widths[widths.count - 1] > 0, widths[widths.count - 1] + advance > size.width {
                widths.append(0)
            }
            widths[widths.count - 1] += advance
        }
        let tall = CGFloat(widths.count) * font.lineHeight
        let lines = tall <= size.height ? widths.count : max(1, Int((size.height / font.lineHeight).rounded(.down)))
        return CGRect(
            x: 0, y: 0, width: widths.prefix(lines).max() ?? 0, height: CGFloat(lines) * font.lineHeight)
    }
}

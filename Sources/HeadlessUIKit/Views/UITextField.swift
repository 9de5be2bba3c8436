/// A field of editable text. As in UIKit, setting `text` in code sends no event; a user's edit
/// (``type(_:)``, ``paste(_:)``, ``deleteBackward()``) changes the text and sends
/// `.editingChanged`, which is how a screen learns of it.
@MainActor
public final class UITextField: UIControl {
    public var text: String? = ""
    public var placeholder: String?

    /// A user typing the characters one by one at the end of the text: one `.editingChanged` each.
    public func type(_ characters: String) {
        guard isEnabled, isVisibleOnScreen else { return }
        for character in characters {
            text = (text ?? "") + String(character)
            sendActions(for: .editingChanged)
        }
    }

    /// A user pasting the whole string at the end of the text: one `.editingChanged`.
    public func paste(_ string: String) {
        guard isEnabled, isVisibleOnScreen, !string.isEmpty else { return }
        text = (text ?? "") + string
        sendActions(for: .editingChanged)
    }

    /// A user deleting the last character; nothing happens on an empty field.
    public func deleteBackward() {
        guard isEnabled, isVisibleOnScreen, let current = text, !current.isEmpty else { return }
        text = String(current.dropLast())
        sendActions(for: .editingChanged)
    }
}

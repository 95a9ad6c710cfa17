import Foundation

/// What a key press asks of a text input, decided from the key alone (which keys do what is the
/// usual Linux desktop's: GTK's and Qt's bindings).
enum TextEditingCommand: Equatable {
    enum Direction: Equatable { case backward, forward, up, down }
    enum Unit: Equatable {
        case character, word
        /// Home / End: the start or end of the line the caret is on.
        case lineBoundary
        /// Ctrl+Home / Ctrl+End.
        case document
        /// Up / Down.
        case line
        /// Page Up / Page Down.
        case page
    }

    case insert(String)
    case deleteBackward(Unit)
    case deleteForward(Unit)
    case move(Direction, Unit, extending: Bool)
    case selectAll, copy, cut, paste, undo, redo
    case insertNewline
    case focusNext(backward: Bool)

    /// The command `key` gives; nil for keys text inputs leave to the responder chain (Escape,
    /// shortcuts with Alt or Command, unknown Control combinations).
    init?(key: UIKey) {
        let flags = key.modifierFlags
        let control = flags.contains(.control), shift = flags.contains(.shift)
        switch key.keyCode {
        case .keyboardDeleteOrBackspace: self = .deleteBackward(control ? .word : .character)
        case .keyboardDeleteForward: self = .deleteForward(control ? .word : .character)
        case .keyboardLeftArrow: self = .move(.backward, control ? .word : .character, extending: shift)
        case .keyboardRightArrow: self = .move(.forward, control ? .word : .character, extending: shift)
        case .keyboardUpArrow: self = .move(.up, .line, extending: shift)
        case .keyboardDownArrow: self = .move(.down, .line, extending: shift)
        case .keyboardHome: self = .move(.backward, control ? .document : .lineBoundary, extending: shift)
        case .keyboardEnd: self = .move(.forward, control ? .document : .lineBoundary, extending: shift)
        case .keyboardPageUp: self = .move(.up, .page, extending: shift)
        case .keyboardPageDown: self = .move(.down, .page, extending: shift)
        case .keyboardReturnOrEnter:
            guard !control else { return nil }
            self = .insertNewline
        case .keyboardTab:
            guard !control else { return nil }
            self = .focusNext(backward: shift)
        case .keyboardEscape: return nil
        case .keyboardSpacebar, .other:
            if control {
                switch Self.letter(ignoringControl: key.charactersIgnoringModifiers) {
                case "a": self = .selectAll
                case "c": self = .copy
                case "x": self = .cut
                case "v": self = .paste
                case "z": self = shift ? .redo : .undo
                case "y": self = .redo
                default: return nil
                }
                return
            }
            guard !flags.contains(.command) else { return nil }
            let typed = key.keyCode == .keyboardSpacebar && key.characters.isEmpty ? " " : key.characters
            guard !typed.isEmpty, !typed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                return nil
            }
            self = .insert(typed)
        }
    }

    /// The letter a Control shortcut is on, lowercased: a platform that cannot say what the key
    /// types without Control reports the control character itself (Ctrl+A as U+0001), which maps
    /// back to its letter.
    static func letter(ignoringControl characters: String) -> String {
        if characters.unicodeScalars.count == 1, let c = characters.unicodeScalars.first, (1...26).contains(c.value) {
            return String(UnicodeScalar(c.value + 0x60)!)
        }
        return characters.lowercased()
    }
}

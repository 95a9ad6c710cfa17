import Foundation
import UIKit

/// The words scripts use for keys and modifiers, and the characters each named key types — the same
/// characters the X11 platform reports (xkbcommon, as `XLookupString` did), so a scripted Escape reaches a
/// `pressesBegan` exactly as a real one does.
enum ScriptKeyNames {
    struct Named {
        let name: String
        let code: UIKeyboardHIDUsage
        let characters: String
    }

    static let named: [Named] = [
        Named(name: "escape", code: .keyboardEscape, characters: "\u{1B}"),
        Named(name: "return", code: .keyboardReturnOrEnter, characters: "\r"),
        Named(name: "space", code: .keyboardSpacebar, characters: " "),
        Named(name: "tab", code: .keyboardTab, characters: "\t"),
        Named(name: "backspace", code: .keyboardDeleteOrBackspace, characters: "\u{8}"),
        Named(name: "left", code: .keyboardLeftArrow, characters: ""),
        Named(name: "right", code: .keyboardRightArrow, characters: ""),
        Named(name: "up", code: .keyboardUpArrow, characters: ""),
        Named(name: "down", code: .keyboardDownArrow, characters: ""),
        Named(name: "home", code: .keyboardHome, characters: ""),
        Named(name: "end", code: .keyboardEnd, characters: ""),
        Named(name: "pageup", code: .keyboardPageUp, characters: ""),
        Named(name: "pagedown", code: .keyboardPageDown, characters: ""),
        Named(name: "delete", code: .keyboardDeleteForward, characters: "\u{7F}"),
    ]

    /// The named keys as error messages list them: "escape, return, …, delete".
    static var namedList: String { named.map(\.name).joined(separator: ", ") }

    /// The key a `type` action strokes for `character`: space, tab and newline (or return) by their
    /// named keys, as a keyboard types them; anything else a key with no code of its own that types
    /// exactly that character.
    static func key(typing character: Character) -> UIKey {
        switch character {
        case " ": return UIKey(keyCode: .keyboardSpacebar, characters: " ")
        case "\t": return UIKey(keyCode: .keyboardTab, characters: "\t")
        case "\n", "\r", "\r\n": return UIKey(keyCode: .keyboardReturnOrEnter, characters: "\r")
        default: return UIKey(keyCode: .other, characters: String(character))
        }
    }

    /// Modifier words, the spelling the writer uses first; `ctrl`, `option` and `cmd` are accepted too.
    static let modifiers: [(name: String, flag: UIKeyModifierFlags)] = [
        ("shift", .shift), ("control", .control), ("alt", .alternate), ("command", .command),
        ("ctrl", .control), ("option", .alternate), ("cmd", .command),
    ]

    static func named(_ word: String) -> Named? {
        let lower = word.lowercased()
        return named.first { $0.name == lower }
    }

    static func named(code: UIKeyboardHIDUsage) -> Named? {
        named.first { $0.code == code }
    }

    static func modifier(_ word: String) -> UIKeyModifierFlags? {
        let lower = word.lowercased()
        return modifiers.first { $0.name == lower }?.flag
    }

    /// Whether `word` is a letter or digit key (`a`, `Z`, `7`).
    static func isLetterOrDigit(_ word: String) -> Bool {
        guard word.count == 1, let c = word.unicodeScalars.first, c.isASCII else { return false }
        return CharacterSet.alphanumerics.contains(c)
    }

    /// What a key typing `characters` with `modifiers` types with Control ignored, as the X11
    /// platform reports it: the letter of a control character typed with Control (U+0001 with
    /// Control held is Ctrl+A, "a"), otherwise the characters themselves. So a recorded Ctrl+A,
    /// written `control+"\u{1}"`, replays with the `charactersIgnoringModifiers` it had.
    static func charactersIgnoringModifiers(_ characters: String, modifiers: UIKeyModifierFlags) -> String {
        guard modifiers.contains(.control), characters.unicodeScalars.count == 1, let c = characters.unicodeScalars.first,
              (0x01...0x1A).contains(c.value), let letter = Unicode.Scalar(c.value + 0x60) else { return characters }
        let lower = String(Character(letter))
        return modifiers.contains(.shift) ? lower.uppercased() : lower
    }

    /// What a letter or digit key types with `modifiers`: shift makes a lowercase letter uppercase.
    static func characters(ofLetter letter: String, modifiers: UIKeyModifierFlags) -> String {
        modifiers.contains(.shift) ? letter.uppercased() : letter
    }
}

import Foundation
import UIKit

/// The words scripts use for keys and modifiers, and the characters each named key types — the same
/// characters the X11 platform reports (`XLookupString`), so a scripted Escape reaches a
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
    ]

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

    /// What a letter or digit key types with `modifiers`: shift makes a lowercase letter uppercase.
    static func characters(ofLetter letter: String, modifiers: UIKeyModifierFlags) -> String {
        modifiers.contains(.shift) ? letter.uppercased() : letter
    }
}

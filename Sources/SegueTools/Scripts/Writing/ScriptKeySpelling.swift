import Foundation
import UIKit

/// How the writer spells a `UIKey` so that parsing gives back the same key: code, characters and
/// modifiers. Named keys by name (`escape`, `shift+tab`), letters and digits bare when their
/// characters follow from the modifiers (`a`, `shift+a` for "A"), anything else quoted
/// (`control+"\u{1}"`). A named key that typed unusual characters gets `chars "…"`.
enum ScriptKeySpelling {
    static func spelling(of key: UIKey) -> String {
        let modifiers = ScriptKeyNames.modifiers.prefix(4)
            .filter { key.modifierFlags.contains($0.flag) }
            .map { $0.name + "+" }
            .joined()
        if key.keyCode != .other, let named = ScriptKeyNames.named(code: key.keyCode) {
            let chars = key.characters == named.characters ? "" : " chars " + ScriptValueFormat.quoted(key.characters)
            return modifiers + named.name + chars
        }
        if let letter = bareLetter(for: key) { return modifiers + letter }
        return modifiers + ScriptValueFormat.quoted(key.characters)
    }

    /// `shift+control` for held modifiers, `none` without any (Caps Lock is not written).
    static func spelling(ofModifiers flags: UIKeyModifierFlags) -> String {
        let names = ScriptKeyNames.modifiers.prefix(4).filter { flags.contains($0.flag) }.map(\.name)
        return names.isEmpty ? "none" : names.joined(separator: "+")
    }

    /// The letter or digit word that parses to `key`'s characters with its modifiers, if there is one.
    private static func bareLetter(for key: UIKey) -> String? {
        let chars = key.characters
        let candidate = key.modifierFlags.contains(.shift) ? chars.lowercased() : chars
        guard ScriptKeyNames.isLetterOrDigit(candidate),
              ScriptKeyNames.characters(ofLetter: candidate, modifiers: key.modifierFlags) == chars else { return nil }
        return candidate
    }
}

import Foundation
import UIKit

/// Typing: `type "Привет 你好"` strokes each character in turn.
///
/// Keys: `escape`, `shift+tab`, `a`, `shift+a` (types "A"), `"."`, `control+"\u{01}"`, and an optional
/// `chars "…"` that overrides what a named key types (the writer uses it when a real key typed
/// something unusual, so replay delivers the same `UIKey`).
extension ScriptParser {
    func parseKey(_ reader: inout ScriptLineReader) throws -> UIKey {
        let token = try reader.next(expecting: "a key (a name like escape, a letter, or a quoted character)")
        var modifiers: UIKeyModifierFlags = []
        var key: UIKey
        if token.kind == .string {
            key = UIKey(keyCode: .other, characters: token.text)
        } else {
            let parts = token.text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
            var offset = 0
            for part in parts.dropLast() {
                guard let flag = ScriptKeyNames.modifier(part) else {
                    throw reader.error("unknown modifier \(ScriptValueFormat.excerpt(part)); expected shift, control, alt or command",
                                       at: token, offset: offset)
                }
                modifiers.insert(flag)
                offset += part.count + 1
            }
            let base = parts.last!
            if base.isEmpty {
                // `control+"a"`: the key is the quoted string right after the `+`.
                guard let quoted = reader.peek(), quoted.kind == .string, quoted.isAttached else {
                    throw reader.error("expected a key name or a quoted character right after \"+\"", at: token,
                                       offset: token.length)
                }
                _ = try reader.next(expecting: "a quoted character")
                key = UIKey(keyCode: .other, characters: quoted.text)
            } else if let named = ScriptKeyNames.named(base) {
                key = UIKey(keyCode: named.code, characters: named.characters)
            } else if ScriptKeyNames.isLetterOrDigit(base) {
                key = UIKey(keyCode: .other, characters: ScriptKeyNames.characters(ofLetter: base, modifiers: modifiers))
            } else {
                throw reader.error("unknown key \(ScriptValueFormat.excerpt(base)); expected \(ScriptKeyNames.namedList), "
                                   + "a letter or digit, or a quoted character like \".\"", at: token, offset: offset)
            }
        }
        key.modifierFlags = modifiers
        if reader.take("chars") {
            key.characters = try reader.string("the quoted characters the key types after \"chars\"").text
        }
        key.charactersIgnoringModifiers = ScriptKeyNames.charactersIgnoringModifiers(key.characters, modifiers: modifiers)
        return key
    }

    /// `hold shift`, `hold shift+control`, `hold none`: the modifiers held with the pointer from now on.
    func parseHold(_ reader: inout ScriptLineReader) throws -> UIKeyModifierFlags {
        let token = try reader.next(expecting: "the modifiers to hold, like shift, shift+control or none")
        guard token.kind == .word else {
            throw reader.error("expected modifiers to hold (shift, control, alt, command joined by \"+\", or none), "
                               + "found \(token.quotedForMessage)", at: token)
        }
        if token.text.lowercased() == "none" { return [] }
        var flags: UIKeyModifierFlags = []
        var offset = 0
        for part in token.text.split(separator: "+", omittingEmptySubsequences: false).map(String.init) {
            guard let flag = ScriptKeyNames.modifier(part) else {
                throw reader.error("unknown modifier \(ScriptValueFormat.excerpt(part)) after \"hold\"; expected shift, control, "
                                   + "alt or command joined by \"+\", or none", at: token, offset: offset)
            }
            flags.insert(flag)
            offset += part.count + 1
        }
        return flags
    }

    /// `type "text"`: the text's characters, one key stroke each.
    func parseType(_ reader: inout ScriptLineReader) throws -> ScriptAction.Kind {
        let token = try reader.string("the quoted text to type, like \"Привет\"")
        guard !token.text.isEmpty else {
            throw reader.error("empty text after \"type\"; expected at least one character to type", at: token)
        }
        return .type(token.text)
    }
}

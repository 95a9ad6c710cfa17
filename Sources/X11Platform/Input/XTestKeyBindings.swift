import CX11
import Foundation

/// Where XTest finds the key for a keysym, binding a spare key code when no key carries it.
///
/// The server's core keymap is read afresh for each lookup (one round trip), so a layout switched
/// meanwhile (`setxkbmap`) is seen at once; Xlib's cached copy on this connection would only follow
/// if the connection read its events, which an injector never does.
///
/// Binding: a key code with no symbols at all is given the keysym on both levels
/// (`XChangeKeyboardMapping`); the server then tells every client the keymap changed, ahead of
/// the key events that follow, and a receiving client that reads the keymap again on that notice
/// (as `XkbKeyboard` does) translates the key with the binding in place. Bindings stay for the
/// injector's life rather than being undone after each key, because the receiver reads the keymap
/// only when it gets to the key's event, which may be after the injector went on: undoing (or
/// reusing) a binding before then would make the key type something else. Only when every spare
/// code is taken is the least recently used one bound again. `restore()` gives all codes back their
/// empty mapping.
///
/// Ownership: the bindings are this object's; the owner calls `restore()` before the connection closes.
final class XTestKeyBindings {
    private let connection: XConnection
    /// Codes bound here and their keysyms, least recently used first.
    private(set) var bound: [(code: UInt32, keysym: KeySym)] = []

    init(connection: XConnection) {
        self.connection = connection
    }

    /// The key code typing `keysym` and whether Shift is needed; binds a spare code when no key
    /// carries it; nil when there is no spare code to bind (no code without symbols).
    func location(of keysym: KeySym) -> (code: UInt32, shifted: Bool)? {
        let map = CoreKeymap(connection.display)
        if let found = map.location(of: keysym) {
            if let i = bound.firstIndex(where: { $0.code == found.code }) { bound.append(bound.remove(at: i)) }
            return found
        }
        let code: UInt32
        if let spare = map.spareCodes.last {
            code = spare
        } else if !bound.isEmpty {
            code = bound.removeFirst().code
        } else {
            return nil
        }
        var symbols: [KeySym] = [keysym, keysym]
        XChangeKeyboardMapping(connection.display, Int32(code), 2, &symbols, 1)
        connection.sync()
        bound.append((code, keysym))
        return (code, false)
    }

    /// Gives every bound code its empty mapping back.
    func restore() {
        for binding in bound {
            var none: [KeySym] = [KeySym(NoSymbol)]
            XChangeKeyboardMapping(connection.display, Int32(binding.code), 1, &none, 1)
        }
        bound.removeAll()
    }
}

/// The server's core keymap, as XTest sees it: for each key code, its keysyms by column (group 1
/// level 1, group 1 level 2, then other groups).
struct CoreKeymap {
    let first: UInt32
    let perCode: Int
    let symbols: [KeySym]

    init(_ display: OpaquePointer) {
        var low: Int32 = 0, high: Int32 = 0, per: Int32 = 0
        XDisplayKeycodes(display, &low, &high)
        first = UInt32(low)
        let count = Int(high - low + 1)
        if let map = XGetKeyboardMapping(display, KeyCode(low), Int32(count), &per) {
            symbols = Array(UnsafeBufferPointer(start: map, count: count * Int(per)))
            XFree(map)
        } else {
            symbols = []
        }
        perCode = Int(max(per, 1))
    }

    private var codeCount: Int { symbols.count / perCode }

    /// The first key carrying `keysym` on its first group's unshifted or shifted level.
    func location(of keysym: KeySym) -> (code: UInt32, shifted: Bool)? {
        for level in 0..<min(2, perCode) {
            for i in 0..<codeCount where symbols[i * perCode + level] == keysym {
                return (first + UInt32(i), level == 1)
            }
        }
        return nil
    }

    /// Key codes without any symbol: free to bind.
    var spareCodes: [UInt32] {
        (0..<codeCount).filter { i in
            (0..<perCode).allSatisfy { symbols[i * perCode + $0] == KeySym(NoSymbol) }
        }.map { first + UInt32($0) }
    }
}

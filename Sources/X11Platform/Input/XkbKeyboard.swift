import CX11
import CXKBCommon
import Foundation
import UIKit

/// The keyboard as the X server describes it, through xkbcommon: turns key events into the text
/// their keys type under the server's current layout (any layout: after `setxkbmap ru` a key types
/// Cyrillic), with compose sequences and dead keys (dead acute, then "e", types "é").
///
/// Why xkbcommon rather than `XLookupString`: Xlib's lookup knows one keysym per key and no compose
/// (that needs an input method), and its Latin-1 fallback types nothing for most of the world's
/// keysyms. xkbcommon reads the server's full XKB keymap (over Xlib's own XCB connection) and knows
/// the compose tables of the user's locale.
///
/// Keymap changes: the server announces a new keymap (`setxkbmap`, XTest typing binding a spare key)
/// with `XkbNewKeyboardNotify`, `XkbMapNotify` or a core `MappingNotify`; `handle(_:)` marks the
/// keymap stale and it is read again before the next key is translated, once for a burst of changes.
///
/// Modifiers come from each event's own state (core modifier bits and the XKB group in bits 13–14),
/// not from a state tracked alongside, so a key is translated with the modifiers it was pressed with.
///
/// Ownership: this object owns the xkb context, keymap, states and compose table and state, and frees
/// them in `deinit` (counted in `XResourceCounts.keyboards`). It must not outlive the Xlib display.
final class XkbKeyboard {
    private let display: OpaquePointer
    private let xcb: OpaquePointer
    private let device: Int32
    /// The XKB extension's event type on this display.
    let eventBase: Int32
    private let context: OpaquePointer
    private var keymap: OpaquePointer
    /// The modifiers and group the key was pressed with.
    private var state: OpaquePointer
    /// The same without Control, Alt and Super: `charactersIgnoringModifiers`.
    private var plainState: OpaquePointer
    private let composeTable: OpaquePointer?
    private let composeState: OpaquePointer?
    /// Set when the server announced a new keymap; the next key reads it.
    private var stale = false
    /// Times the keymap was read again after a change (tests watch it).
    private(set) var reloads = 0

    /// Reads the server's keymap; nil when the server has no usable XKB (then keys fall back to
    /// `XLookupString`).
    init?(display: OpaquePointer) {
        var opcode: Int32 = 0, event: Int32 = 0, error: Int32 = 0
        var major = Int32(XkbMajorVersion), minor = Int32(XkbMinorVersion)
        guard XkbQueryExtension(display, &opcode, &event, &error, &major, &minor) != 0,
              let xcb = XGetXCBConnection(display) else { return nil }
        guard xkb_x11_setup_xkb_extension(xcb, UInt16(XKB_X11_MIN_MAJOR_XKB_VERSION), UInt16(XKB_X11_MIN_MINOR_XKB_VERSION),
                                          XKB_X11_SETUP_XKB_EXTENSION_NO_FLAGS, nil, nil, nil, nil) == 1 else { return nil }
        let device = xkb_x11_get_core_keyboard_device_id(xcb)
        guard device >= 0, let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else { return nil }
        guard let keymap = xkb_x11_keymap_new_from_device(context, xcb, device, XKB_KEYMAP_COMPILE_NO_FLAGS),
              let state = xkb_x11_state_new_from_device(keymap, xcb, device),
              let plain = xkb_state_new(keymap) else {
            xkb_context_unref(context)
            return nil
        }
        self.display = display
        self.xcb = xcb
        self.device = device
        eventBase = event
        self.context = context
        self.keymap = keymap
        self.state = state
        plainState = plain
        composeTable = Self.composeTable(context)
        composeState = composeTable.flatMap { xkb_compose_state_new($0, XKB_COMPOSE_STATE_NO_FLAGS) }
        let changes = UInt32(XkbNewKeyboardNotifyMask | XkbMapNotifyMask)
        XkbSelectEvents(display, UInt32(XkbUseCoreKbd), changes, changes)
        XResourceCounts.count { $0.keyboards += 1 }
    }

    deinit {
        if let composeState { xkb_compose_state_unref(composeState) }
        if let composeTable { xkb_compose_table_unref(composeTable) }
        xkb_state_unref(plainState)
        xkb_state_unref(state)
        xkb_keymap_unref(keymap)
        xkb_context_unref(context)
        XResourceCounts.count { $0.keyboards -= 1 }
    }

    /// The compose table of the environment's locale (`LC_ALL`, `LC_CTYPE`, `LANG`); the C locale and
    /// locales without a table of their own use en_US.UTF-8's, so dead keys work everywhere. Nil only
    /// when no table is installed (libx11-data): then dead keys type nothing and compose does nothing.
    private static func composeTable(_ context: OpaquePointer) -> OpaquePointer? {
        let env = ProcessInfo.processInfo.environment
        let locale = [env["LC_ALL"], env["LC_CTYPE"], env["LANG"]].compactMap { $0 }.first { !$0.isEmpty } ?? "C"
        let candidates = (["C", "POSIX"].contains(locale) ? ["C.UTF-8"] : [locale]) + ["en_US.UTF-8"]
        for name in candidates {
            if let table = xkb_compose_table_new_from_locale(context, name, XKB_COMPOSE_COMPILE_NO_FLAGS) { return table }
        }
        return nil
    }

    /// Consumes the events that announce a new keymap; true when `event` was one (it goes no further).
    func handle(_ event: inout XEvent) -> Bool {
        if event.type == eventBase {
            let kind = withUnsafePointer(to: &event) { segue_xkb_event_kind($0) }
            if kind == XkbNewKeyboardNotify || kind == XkbMapNotify { stale = true }
            return true
        }
        if event.type == MappingNotify {
            XRefreshKeyboardMapping(&event.xmapping)
            stale = true
            return true
        }
        return false
    }

    /// Reads the server's keymap again (after a change); keeps the old one if that fails.
    private func reload() {
        stale = false
        guard let fresh = xkb_x11_keymap_new_from_device(context, xcb, device, XKB_KEYMAP_COMPILE_NO_FLAGS) else { return }
        guard let s = xkb_state_new(fresh), let p = xkb_state_new(fresh) else {
            xkb_keymap_unref(fresh)
            return
        }
        xkb_state_unref(state)
        xkb_state_unref(plainState)
        xkb_keymap_unref(keymap)
        keymap = fresh
        state = s
        plainState = p
        reloads += 1
    }

    /// The key of `event`; a press goes through compose (a dead key or a sequence under way types "",
    /// a finished sequence types its result, a cancelled one "").
    func key(from event: XKeyEvent, pressed: Bool) -> UIKey {
        if stale { reload() }
        let code = xkb_keycode_t(event.keycode)
        let coreModifiers = event.state & 0xFF
        let group = (event.state >> 13) & 0x3
        let ignored = UInt32(ControlMask | Mod1Mask | Mod4Mask)
        xkb_state_update_mask(state, coreModifiers, 0, 0, 0, 0, group)
        xkb_state_update_mask(plainState, coreModifiers & ~ignored, 0, 0, 0, 0, group)
        let keysym = xkb_state_key_get_one_sym(state, code)
        var characters = Self.utf8(state, code)
        var ignoringModifiers = Self.utf8(plainState, code)
        if pressed, let composed = compose(keysym) {
            characters = composed
            ignoringModifiers = composed
        }
        return UIKey(keyCode: X11EventTranslator.code(forKeysym: keysym),
                     characters: characters,
                     modifierFlags: X11EventTranslator.modifiers(event.state),
                     charactersIgnoringModifiers: ignoringModifiers)
    }

    /// What compose makes of a press of `keysym`: nil when it takes no part (the key types as usual),
    /// otherwise the characters typed now.
    private func compose(_ keysym: xkb_keysym_t) -> String? {
        guard let composeState,
              xkb_compose_state_feed(composeState, keysym) == XKB_COMPOSE_FEED_ACCEPTED else { return nil }
        switch xkb_compose_state_get_status(composeState) {
        case XKB_COMPOSE_COMPOSING:
            return ""
        case XKB_COMPOSE_COMPOSED:
            let n = xkb_compose_state_get_utf8(composeState, nil, 0)
            var buffer = [CChar](repeating: 0, count: Int(max(0, n)) + 1)
            xkb_compose_state_get_utf8(composeState, &buffer, buffer.count)
            xkb_compose_state_reset(composeState)
            return XText.string(fromNullTerminated: buffer)
        case XKB_COMPOSE_CANCELLED:
            xkb_compose_state_reset(composeState)
            return ""
        default:
            return nil
        }
    }

    private static func utf8(_ state: OpaquePointer, _ code: xkb_keycode_t) -> String {
        let n = xkb_state_key_get_utf8(state, code, nil, 0)
        guard n > 0 else { return "" }
        var buffer = [CChar](repeating: 0, count: Int(n) + 1)
        xkb_state_key_get_utf8(state, code, &buffer, buffer.count)
        return XText.string(fromNullTerminated: buffer)
    }
}

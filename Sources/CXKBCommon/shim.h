// xkbcommon (keymaps, key state, compose) with its X11 half, and Xlib's XCB bridge and XKB event
// types, gathered for Swift: key translation reads the server's keymap through XCB on the same
// connection Xlib opened.
#ifndef SEGUE_CXKBCOMMON_SHIM_H
#define SEGUE_CXKBCOMMON_SHIM_H
#include <X11/Xlib.h>
#include <X11/Xlib-xcb.h>
#include <X11/XKBlib.h>
#include <xkbcommon/xkbcommon.h>
#include <xkbcommon/xkbcommon-compose.h>
#include <xkbcommon/xkbcommon-x11.h>

/// The XKB event kind (`XkbNewKeyboardNotify`, `XkbMapNotify`, …) of an event whose type is the XKB
/// extension's event base: Xlib's `XEvent` union has no member for XKB events, so Swift cannot
/// read it there.
static inline int segue_xkb_event_kind(const void *event) {
    return ((const XkbAnyEvent *)event)->xkb_type;
}
#endif

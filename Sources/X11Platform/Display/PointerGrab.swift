import CX11
import Foundation
import UIKit

/// Follows the left button from press to release so a drag survives the pointer leaving the window
/// and ends cleanly when the window can no longer receive it.
///
/// Keeping the drag: a button press starts the X server's implicit pointer grab on the window (the
/// window selects `ButtonPressMask`), so motion and the release keep arriving, in window
/// coordinates, while the pointer is outside it. No explicit `XGrabPointer` is needed, and none is
/// taken: an explicit grab could outlive a crashed client's drag in a nested or remote session.
///
/// Losing it: if the window is unmapped, or another client grabs the keyboard (a window manager's
/// switcher, a screenshot tool) and takes focus from the window, the release may never come. The
/// touch is then cancelled, as iOS cancels touches that a system gesture takes, and the events of
/// that press that still arrive are dropped.
struct PointerGrab {
    /// Whether the left button went down in the window and has not been released or cancelled.
    private(set) var isHeld = false
    /// The newest server time seen, for the cancellation (focus and map events carry none).
    private var lastTime: TimeInterval = 0

    /// Notes an input event; returns false for events of a press that was already cancelled.
    mutating func admit(_ event: PlatformEvent) -> Bool {
        switch event {
        case .pointerDown(_, 1, let time):
            isHeld = true
            lastTime = time
        case .pointerUp(_, 1, let time):
            lastTime = time
            guard isHeld else { return false }
            isHeld = false
        case .pointerMoved(_, let time):
            lastTime = time
        case .pointerDown(_, _, let time), .pointerUp(_, _, let time), .scroll(_, _, _, let time),
             .keyDown(_, let time), .keyUp(_, let time), .pointerCancelled(let time), .modifiersChanged(_, let time):
            lastTime = time
        case .resized, .closeRequested:
            break
        }
        return true
    }

    /// The cancellation a window event causes while the button is held, if any.
    mutating func cancellation(for event: inout XEvent) -> PlatformEvent? {
        guard isHeld else { return nil }
        switch event.type {
        case UnmapNotify:
            break
        case FocusOut where event.xfocus.mode == NotifyGrab:
            break
        default:
            return nil
        }
        isHeld = false
        return .pointerCancelled(time: lastTime)
    }
}

import CX11
import Foundation
import UIKit

/// `UIPasteboard` on X11: the `CLIPBOARD` and `PRIMARY` selections, shared with every other X client.
///
/// X keeps no clipboard contents: the application that copied owns the selection and hands its text
/// to whoever asks. So `setString` makes this application the owner (on a small unmapped window of
/// its own, which exists whether or not the app's window is open) and keeps the string; requests
/// from other clients (`SelectionRequest`) are answered from `X11Platform`'s event loop for the
/// targets `TARGETS`, `UTF8_STRING`, `TEXT` (as UTF-8) and `STRING` (Latin-1, characters outside it
/// as "?"). Losing ownership (`SelectionClear`, another app copied) drops the string.
///
/// Reading a selection someone else owns converts it to `UTF8_STRING` (falling back to `STRING`)
/// into a property on the same window and waits at most `replyTimeout` for the owner's answer. The
/// wait takes only the selection events out of Xlib's queue, so input and window events that arrive
/// meanwhile stay queued, in order, for the next `waitForEvents`. Large answers sent in pieces
/// (`INCR`) are read piece by piece within the same time limit. This side never sends `INCR`: a
/// string beyond the server's largest request (16 MiB on Xorg and Xvfb with BIG-REQUESTS) is refused.
///
/// Ownership: the window is this object's and is destroyed in `deinit`; it must go before the
/// connection closes.
final class X11Pasteboard: PlatformPasteboard {
    private let connection: XConnection
    /// The unmapped window that owns selections and receives conversions.
    let window: Window
    private let atoms: Atoms
    /// What this application put on each selection it still owns.
    private var owned: [PasteboardSelection: String] = [:]
    /// How long `string(in:)` waits for another application's answer.
    var replyTimeout: TimeInterval = 0.5

    private struct Atoms {
        let clipboard, targets, utf8, text, incr, transfer: Atom
    }

    init(connection: XConnection) {
        self.connection = connection
        let dpy = connection.display
        var attributes = XSetWindowAttributes()
        attributes.override_redirect = 1
        attributes.event_mask = Int(PropertyChangeMask)
        window = XCreateWindow(dpy, connection.root, -10, -10, 1, 1, 0, 0, UInt32(InputOnly), nil,
                               UInt(CWOverrideRedirect | CWEventMask), &attributes)
        func atom(_ name: String) -> Atom { XInternAtom(dpy, name, 0) }
        atoms = Atoms(clipboard: atom("CLIPBOARD"), targets: atom("TARGETS"), utf8: atom("UTF8_STRING"),
                      text: atom("TEXT"), incr: atom("INCR"), transfer: atom("SEGUE_SELECTION"))
    }

    isolated deinit {
        let dpy = connection.display
        for selection in owned.keys where XGetSelectionOwner(dpy, atom(for: selection)) == window {
            XSetSelectionOwner(dpy, atom(for: selection), Window(None), UInt(CurrentTime))
        }
        XDestroyWindow(dpy, window)
    }

    private func atom(for selection: PasteboardSelection) -> Atom {
        switch selection {
        case .clipboard: return atoms.clipboard
        case .primary: return Atom(XA_PRIMARY)
        }
    }

    // MARK: PlatformPasteboard

    func setString(_ string: String?, in selection: PasteboardSelection) {
        let dpy = connection.display
        let name = atom(for: selection)
        guard let string else {
            if owned.removeValue(forKey: selection) != nil, XGetSelectionOwner(dpy, name) == window {
                XSetSelectionOwner(dpy, name, Window(None), UInt(CurrentTime))
            }
            connection.flush()
            return
        }
        XSetSelectionOwner(dpy, name, window, UInt(CurrentTime))
        // The server may refuse (a newer owner's timestamp); then nothing is ours to serve.
        if XGetSelectionOwner(dpy, name) == window {
            owned[selection] = string
        } else {
            owned[selection] = nil
        }
    }

    func string(in selection: PasteboardSelection) -> String? {
        let dpy = connection.display
        let name = atom(for: selection)
        let owner = XGetSelectionOwner(dpy, name)
        if owner == window { return owned[selection] }
        owned[selection] = nil
        guard owner != Window(None) else { return nil }
        if let text = convert(name, to: atoms.utf8) { return text }
        return convert(name, to: Atom(XA_STRING))
    }

    // MARK: Events

    /// Answers and consumes the selection events addressed to this pasteboard; false for any other.
    func handle(_ event: inout XEvent) -> Bool {
        switch event.type {
        case SelectionRequest where event.xselectionrequest.owner == window:
            answer(event.xselectionrequest)
            return true
        case SelectionClear where event.xselectionclear.window == window:
            // A notice queued before this app took the selection again is stale: the server knows.
            let lost = event.xselectionclear.selection
            guard XGetSelectionOwner(connection.display, lost) != window else { return true }
            if lost == atoms.clipboard { owned[.clipboard] = nil }
            if lost == Atom(XA_PRIMARY) { owned[.primary] = nil }
            return true
        case SelectionNotify where event.xselection.requestor == window:
            return true   // a late answer to a conversion that timed out
        case PropertyNotify where event.xproperty.window == window:
            return true
        default:
            return false
        }
    }

    /// Converts the request's selection for its requestor: writes the property and sends
    /// `SelectionNotify` (with property None when the target or selection cannot be given).
    private func answer(_ request: XSelectionRequestEvent) {
        let dpy = connection.display
        // Obsolete clients name no property: the target is the property then (ICCCM 2.2).
        let property = request.property == Atom(None) ? request.target : request.property
        var delivered = Atom(None)
        let selection: PasteboardSelection? = request.selection == atoms.clipboard ? .clipboard
            : request.selection == Atom(XA_PRIMARY) ? .primary : nil
        if let selection, let string = owned[selection] {
            if request.target == atoms.targets {
                // Format 32 data goes to Xlib as C longs, which is what `Atom` is.
                let list: [Atom] = [atoms.targets, atoms.utf8, atoms.text, Atom(XA_STRING)]
                list.withUnsafeBytes { bytes in
                    _ = XChangeProperty(dpy, request.requestor, property, Atom(XA_ATOM), 32, PropModeReplace,
                                        bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(bytes.count / MemoryLayout<Atom>.size))
                }
                delivered = property
            } else if request.target == atoms.utf8 || request.target == atoms.text || request.target == Atom(XA_STRING) {
                let isLatin1 = request.target == Atom(XA_STRING)
                let bytes = isLatin1 ? Self.latin1(string) : Array(string.utf8)
                if bytes.count <= Self.largestProperty(dpy) {
                    let type = isLatin1 ? Atom(XA_STRING) : atoms.utf8
                    bytes.withUnsafeBufferPointer { buffer in
                        _ = XChangeProperty(dpy, request.requestor, property, type, 8, PropModeReplace,
                                            buffer.baseAddress, Int32(buffer.count))
                    }
                    delivered = property
                }
            }
        }
        var reply = XEvent()
        reply.xselection.type = SelectionNotify
        reply.xselection.display = dpy
        reply.xselection.requestor = request.requestor
        reply.xselection.selection = request.selection
        reply.xselection.target = request.target
        reply.xselection.property = delivered
        reply.xselection.time = request.time
        XSendEvent(dpy, request.requestor, 0, 0, &reply)
        connection.flush()
    }

    /// Bytes one `ChangeProperty` request can carry (the request's own header aside).
    private static func largestProperty(_ dpy: OpaquePointer) -> Int {
        let words = max(Int(XExtendedMaxRequestSize(dpy)), Int(XMaxRequestSize(dpy)))
        return (words - 64) * 4
    }

    /// `string` as ISO 8859-1 (the `STRING` target), "?" for characters outside it.
    static func latin1(_ string: String) -> [UInt8] {
        string.unicodeScalars.map { $0.value <= 0xFF ? UInt8($0.value) : UInt8(ascii: "?") }
    }

    // MARK: Reading another application's selection

    /// Asks the owner of `selection` for it as `target` and reads the answer; nil when it refuses or
    /// does not answer within `replyTimeout`.
    private func convert(_ selection: Atom, to target: Atom) -> String? {
        let dpy = connection.display
        let deadline = Self.now() + replyTimeout
        XDeleteProperty(dpy, window, atoms.transfer)
        XConvertSelection(dpy, selection, target, atoms.transfer, window, UInt(CurrentTime))
        connection.flush()
        var event = XEvent()
        guard waitFor(SelectionNotify, until: deadline, into: &event),
              event.xselection.property != Atom(None) else { return nil }
        // Notices of the property being written so far are old news: an INCR transfer must wait
        // only for pieces written after the read below deletes the property.
        while XCheckTypedWindowEvent(dpy, window, PropertyNotify, &event) != 0 {}
        guard let (type, bytes) = readProperty() else { return nil }
        if type == atoms.incr { return readIncrementally(until: deadline, as: target) }
        return Self.decode(bytes, latin1: type == Atom(XA_STRING))
    }

    /// The pieces of an `INCR` transfer: each is written to the property and announced by a
    /// `PropertyNotify`; deleting it asks for the next; an empty piece ends the transfer.
    private func readIncrementally(until deadline: TimeInterval, as target: Atom) -> String? {
        var data: [UInt8] = []
        var type = Atom(None)
        var event = XEvent()
        while true {
            repeat {
                guard waitFor(PropertyNotify, until: deadline, into: &event) else { return nil }
            } while !(event.xproperty.atom == atoms.transfer && event.xproperty.state == PropertyNewValue)
            guard let (pieceType, piece) = readProperty() else { return nil }
            if piece.isEmpty { break }
            type = pieceType
            data += piece
        }
        return Self.decode(data, latin1: type == Atom(XA_STRING))
    }

    /// Reads and deletes the transfer property (deleting it is what tells an `INCR` owner to go on).
    private func readProperty() -> (type: Atom, bytes: [UInt8])? {
        let dpy = connection.display
        var type = Atom(None)
        var format: Int32 = 0
        var count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(dpy, window, atoms.transfer, 0, Int.max / 4, 1, Atom(AnyPropertyType),
                                 &type, &format, &count, &after, &data) == Success else { return nil }
        defer { if let data { XFree(data) } }
        guard let data, format == 8 || type == atoms.incr else { return (type, []) }
        let bytes = format == 8 ? Array(UnsafeBufferPointer(start: data, count: Int(count))) : []
        connection.flush()
        return (type, bytes)
    }

    /// Waits for an event of `type` on this pasteboard's window, taking it alone from the queue
    /// (`XCheckTypedWindowEvent` leaves every other event where it is).
    private func waitFor(_ type: Int32, until deadline: TimeInterval, into event: inout XEvent) -> Bool {
        let dpy = connection.display
        while true {
            if XCheckTypedWindowEvent(dpy, window, type, &event) != 0 { return true }
            let left = deadline - Self.now()
            guard left > 0 else { return false }
            // Short slices: events read into Xlib's queue while checking leave the socket quiet.
            let ns = Int64(min(left, 0.005) * 1e9)
            _ = segue_wait_readable(connection.fileDescriptor, -1, -1, ns)
        }
    }

    private static func decode(_ bytes: [UInt8], latin1: Bool) -> String {
        if latin1 { return String(bytes.map { Character(Unicode.Scalar($0)) }) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func now() -> TimeInterval {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return TimeInterval(ts.tv_sec) + TimeInterval(ts.tv_nsec) / 1e9
    }
}

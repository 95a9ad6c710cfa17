import CX11
import Foundation

/// The refresh rate of the display a window is on, read from XRandR: the mode of the CRTC that
/// holds the window's centre (or the first lit one), as dot clock ÷ (horizontal × vertical total).
///
/// Why not a fixed 60: a 120 Hz or 144 Hz monitor would get half its frames, and a 50 Hz one
/// would be sent frames it drops. Xvfb reports no usable mode (no CRTC, or a dot clock of 0), and
/// then the answer is nil: the run loop paces to 60 Hz.
enum DisplayRefresh {
    /// Refreshes per second, or nil when the server has no RandR or no mode with a known clock.
    static func rate(_ x: XConnection, window: Window?) -> Double? {
        let dpy = x.display
        var eventBase: Int32 = 0, errorBase: Int32 = 0
        guard XRRQueryExtension(dpy, &eventBase, &errorBase) != 0 else { return nil }
        var major: Int32 = 0, minor: Int32 = 0
        // CRTCs and modes need RandR 1.2.
        guard XRRQueryVersion(dpy, &major, &minor) != 0, major > 1 || (major == 1 && minor >= 2) else { return nil }
        guard let resources = XRRGetScreenResourcesCurrent(dpy, x.root) else { return nil }
        defer { XRRFreeScreenResources(resources) }
        let centre = window.flatMap { windowCentre(x, $0) }
        var fallback: Double?
        for i in 0..<Int(resources.pointee.ncrtc) {
            guard let crtc = XRRGetCrtcInfo(dpy, resources, resources.pointee.crtcs[i]) else { continue }
            defer { XRRFreeCrtcInfo(crtc) }
            let c = crtc.pointee
            guard c.mode != 0, let rate = modeRate(c.mode, in: resources.pointee) else { continue }
            let box = CGRect(x: Int(c.x), y: Int(c.y), width: Int(c.width), height: Int(c.height))
            if let centre, box.contains(centre) { return rate }
            if fallback == nil { fallback = rate }
        }
        return fallback
    }

    /// The rate of mode `id`, if its timings are known and plausible.
    private static func modeRate(_ id: RRMode, in resources: XRRScreenResources) -> Double? {
        for j in 0..<Int(resources.nmode) {
            let mode = resources.modes[j]
            guard mode.id == id else { continue }
            var vTotal = Double(mode.vTotal)
            if mode.modeFlags & UInt(RR_DoubleScan) != 0 { vTotal *= 2 }
            if mode.modeFlags & UInt(RR_Interlace) != 0 { vTotal /= 2 }
            guard mode.dotClock > 0, mode.hTotal > 0, vTotal > 0 else { return nil }
            let rate = Double(mode.dotClock) / (Double(mode.hTotal) * vTotal)
            return (1...1000).contains(rate) ? rate : nil
        }
        return nil
    }

    /// The window's centre in root coordinates.
    private static func windowCentre(_ x: XConnection, _ window: Window) -> CGPoint? {
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(x.display, window, &attributes) != 0 else { return nil }
        var rx: Int32 = 0, ry: Int32 = 0
        var child: Window = 0
        guard XTranslateCoordinates(x.display, window, x.root, attributes.width / 2, attributes.height / 2,
                                    &rx, &ry, &child) != 0 else { return nil }
        return CGPoint(x: Int(rx), y: Int(ry))
    }
}

import CX11
import Foundation

/// One XRender request the compositor made while drawing a frame, as plain values.
///
/// Why record them: the benchmark's baseline replays exactly the requests a frame needed, with every
/// picture already made and no view tree, animation, layout or damage tracking — the floor the
/// framework is measured against on the same machine in the same run (docs/PERFORMANCE.md).
public enum RenderCommand {
    case fill(op: Int32, picture: Picture, color: XRenderColor, x: Int32, y: Int32, width: UInt32, height: UInt32)
    case composite(op: Int32, source: Picture, mask: Picture, destination: Picture,
                   sourceX: Int32, sourceY: Int32, maskX: Int32, maskY: Int32, x: Int32, y: Int32,
                   width: UInt32, height: UInt32)
    /// A picture transform and the filter that goes with it (`nil`: identity, nearest).
    case transform(picture: Picture, XTransform, smooth: Bool)
    case repeatMode(picture: Picture, Int32)
    /// A convolution filter (`width`, `height`, then the kernel, all 16.16 fixed point), for a blur.
    case convolution(picture: Picture, [XFixed])
    /// Clip rectangles for a destination picture (`nil`: no clip).
    case clip(picture: Picture, [XRectangle]?)
    /// Back buffer to window, one rectangle.
    case copy(from: Drawable, to: Drawable, gc: GC, x: Int32, y: Int32, width: UInt32, height: UInt32)
}

/// The XRender requests of drawing, made through one place so they can be recorded.
///
/// Contract: every method issues its request on `display` at once (buffered by Xlib, like any other
/// request); while `recording` is non-nil it is also appended there. Pictures are referenced by id:
/// whoever replays a recording keeps them alive (see `Compositor.keepsPicturesForReplay`).
public final class RenderCalls {
    let display: OpaquePointer
    /// The requests since recording started, frame by frame; nil when not recording.
    public var recording: [[RenderCommand]]? {
        get { isRecording ? finished + (current.isEmpty ? [] : [current]) : nil }
        set {
            isRecording = newValue != nil
            finished = newValue ?? []
            current = []
        }
    }
    // Kept apart so recording a request is one append to a flat array with room reserved: the
    // framework's frames are timed while they are recorded.
    private var isRecording = false
    private var finished: [[RenderCommand]] = []
    private var current: [RenderCommand] = []

    private static let bilinear = Array("bilinear".utf8CString)
    private static let nearest = Array("nearest".utf8CString)
    private static let convolutionName = Array("convolution".utf8CString)

    init(display: OpaquePointer) { self.display = display }

    /// Starts a new frame in the recording.
    func beginFrame() {
        guard isRecording, !current.isEmpty else { return }
        finished.append(current)
        current.removeAll(keepingCapacity: true)
    }

    /// Records `command` when recording, then issues it.
    @inline(__always)
    private func issue(_ command: RenderCommand) {
        if isRecording { current.append(command) }
        replay(command)
    }

    func fill(_ op: Int32, _ picture: Picture, _ color: XRenderColor, _ x: Int32, _ y: Int32, _ w: UInt32, _ h: UInt32) {
        issue(.fill(op: op, picture: picture, color: color, x: x, y: y, width: w, height: h))
    }

    func composite(_ op: Int32, _ source: Picture, _ mask: Picture, _ destination: Picture, _ sx: Int32, _ sy: Int32,
                   _ mx: Int32, _ my: Int32, _ x: Int32, _ y: Int32, _ w: UInt32, _ h: UInt32) {
        issue(.composite(op: op, source: source, mask: mask, destination: destination, sourceX: sx, sourceY: sy,
                         maskX: mx, maskY: my, x: x, y: y, width: w, height: h))
    }

    func transform(_ picture: Picture, _ t: XTransform, smooth: Bool) {
        issue(.transform(picture: picture, t, smooth: smooth))
    }

    func repeatMode(_ picture: Picture, _ mode: Int32) {
        issue(.repeatMode(picture: picture, mode))
    }

    func convolution(_ picture: Picture, _ parameters: [XFixed]) {
        issue(.convolution(picture: picture, parameters))
    }

    func clip(_ picture: Picture, _ rectangles: [XRectangle]?) {
        issue(.clip(picture: picture, rectangles))
    }

    func copy(from source: Drawable, to destination: Drawable, gc: GC, _ x: Int32, _ y: Int32, _ w: UInt32, _ h: UInt32) {
        issue(.copy(from: source, to: destination, gc: gc, x: x, y: y, width: w, height: h))
    }

    /// Issues `command`, unrecorded: also the baseline's whole drawing loop.
    public func replay(_ command: RenderCommand) {
        switch command {
        case .fill(let op, let picture, var color, let x, let y, let w, let h):
            XRenderFillRectangle(display, op, picture, &color, x, y, w, h)
        case .composite(let op, let s, let m, let d, let sx, let sy, let mx, let my, let x, let y, let w, let h):
            XRenderComposite(display, op, s, m, d, sx, sy, mx, my, x, y, w, h)
        case .transform(let picture, var t, let smooth):
            XRenderSetPictureTransform(display, picture, &t)
            let name = smooth ? Self.bilinear : Self.nearest
            name.withUnsafeBufferPointer { XRenderSetPictureFilter(display, picture, $0.baseAddress, nil, 0) }
        case .repeatMode(let picture, let mode):
            var attributes = XRenderPictureAttributes()
            attributes.repeat = mode
            XRenderChangePicture(display, picture, UInt(CPRepeat), &attributes)
        case .convolution(let picture, var parameters):
            Self.convolutionName.withUnsafeBufferPointer {
                XRenderSetPictureFilter(display, picture, $0.baseAddress, &parameters, Int32(parameters.count))
            }
        case .clip(let picture, let rectangles):
            if var rectangles {
                XRenderSetPictureClipRectangles(display, picture, 0, 0, &rectangles, Int32(rectangles.count))
            } else {
                var attributes = XRenderPictureAttributes()
                attributes.clip_mask = Pixmap(None)
                XRenderChangePicture(display, picture, UInt(CPClipMask), &attributes)
            }
        case .copy(let s, let d, let gc, let x, let y, let w, let h):
            XCopyArea(display, s, d, gc, x, y, w, h, x, y)
        }
    }
}

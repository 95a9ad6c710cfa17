// Reading finished frames back from the X server fast enough to record every one of them.

import CX11
import Foundation
import UIKit

/// Copies the window's back buffer into a `Bitmap` through a MIT-SHM segment shared with the server.
///
/// Why shared memory: `XGetImage` sends every pixel through the X socket (~15 ms for 1280×800);
/// `XShmGetImage` has the server write them straight into memory both processes map (~0.5 ms), which
/// is what lets `segue record` capture every frame. Why the back buffer rather than the window: it is
/// the complete frame `present` drew, whether or not the window is mapped, covered by another window
/// or partly off screen.
///
/// When the server has no MIT-SHM (or cannot attach the segment: a remote display, another IPC
/// namespace) it falls back to `XGetImage` on the same pixmap and says so once on standard error.
/// `SEGUE_CAPTURE=xgetimage` forces the fallback (to measure it, or to avoid a server's broken
/// MIT-SHM).
///
/// Contract: one capture per call, synchronous. `XShmGetImage` waits for the server's reply, and the
/// server executes requests in order, so the pixels include everything drawn before the call. (That
/// wait includes finishing the frame's drawing; `segue record` syncs first so it can tell drawing
/// and capture apart.) Ownership: the segment is this object's; it is detached and removed when this
/// object goes, while the connection is still open (this object keeps it alive).
///
/// ```swift
/// let capture = ShmCapture(platform: platform)
/// app.renderNow()
/// let frame = try capture.capture()      // the frame just presented
/// ```
@MainActor
public final class ShmCapture {
    private let platform: X11Platform
    private let connection: XConnection
    private var segment: SharedSegment?
    /// False once the server refused shared memory; every capture then uses `XGetImage`.
    public private(set) var usesSharedMemory: Bool
    /// Said once per process, not once per capture object (main-actor state, as the capture is).
    private static var announcedFallback = false

    public init(platform: X11Platform) {
        self.platform = platform
        connection = platform.connection
        usesSharedMemory = XShmQueryExtension(platform.connection.display) != 0
        if !usesSharedMemory { fallBack(because: "the X server on \(connection.name) has no MIT-SHM extension") }
        // For measuring and for servers whose MIT-SHM misbehaves: SEGUE_CAPTURE=xgetimage.
        if ProcessInfo.processInfo.environment["SEGUE_CAPTURE"] == "xgetimage" { usesSharedMemory = false }
    }

    /// The frame last presented: the back buffer, opaque (alpha 0xFF), `0xAARRGGBB` per pixel.
    public func capture() throws -> Bitmap {
        guard let window = platform.window, let pixmap = window.backBuffer.pixmap else { throw PlatformError.windowGone }
        let width = window.width, height = window.height
        guard width > 0, height > 0 else { throw PlatformError.capture("the window has no area") }
        if usesSharedMemory {
            if segment?.width != width || segment?.height != height {
                segment = nil
                segment = makeSegment(width: width, height: height)
            }
            if let segment {
                return try segment.read(window.backBuffer.id)
            }
        }
        return try WindowCapture.capture(connection, drawable: pixmap.id, width: width, height: height)
    }

    /// A segment of `width`×`height`, or nil (and from now on `XGetImage`) when the server refuses.
    private func makeSegment(width: Int, height: Int) -> SharedSegment? {
        do {
            return try SharedSegment(connection: connection, width: width, height: height)
        } catch {
            usesSharedMemory = false
            fallBack(because: "\(error)")
            return nil
        }
    }

    private func fallBack(because reason: String) {
        guard !Self.announcedFallback else { return }
        Self.announcedFallback = true
        FileHandle.standardError.write(Data("segue: \(reason); capturing with XGetImage instead (slower)\n".utf8))
    }
}

/// One 32-bit `XImage` whose pixels live in a System V shared-memory segment the server has
/// attached, and an ARGB32 staging picture the frame is copied into first.
///
/// Why the staging copy: the window's back buffer has depth 24, so the fourth byte of each pixel it
/// reads back is padding, and making it the opaque alpha a `Bitmap` needs would cost a pass over
/// every pixel here. XRender's `Src` composite from the 24-bit buffer into an ARGB32 picture writes
/// alpha 0xFF on the server, in about the time of a copy, and the frame then leaves the segment with
/// one `memcpy`.
///
/// Ownership: created attached; `deinit` frees the staging picture, detaches the segment on the
/// server, then unmaps it here. The segment is marked for removal as soon as the server has
/// attached it, so the kernel frees it even if the process dies without running `deinit`.
private final class SharedSegment {
    let connection: XConnection
    let width: Int
    let height: Int
    private var info = XShmSegmentInfo()
    private let image: UnsafeMutablePointer<XImage>
    private let staging: OwnedPicture

    struct Refused: Error, CustomStringConvertible {
        let description: String
    }

    init(connection x: XConnection, width: Int, height: Int) throws {
        connection = x
        self.width = width
        self.height = height
        guard let image = XShmCreateImage(x.display, x.visual, 32, ZPixmap, nil, &info,
                                          UInt32(width), UInt32(height)) else {
            throw Refused(description: "XShmCreateImage failed")
        }
        guard image.pointee.bits_per_pixel == 32 else {
            _ = image.pointee.f.destroy_image(image)
            throw Refused(description: "MIT-SHM images have \(image.pointee.bits_per_pixel) bits per pixel, not 32")
        }
        let bytes = Int(image.pointee.bytes_per_line) * height
        let id = shmget(IPC_PRIVATE, bytes, IPC_CREAT | 0o600)
        guard id >= 0 else {
            _ = image.pointee.f.destroy_image(image)
            throw Refused(description: "shmget of \(bytes) bytes failed: \(String(cString: strerror(errno)))")
        }
        guard let address = shmat(id, nil, 0), address != UnsafeMutableRawPointer(bitPattern: -1) else {
            shmctl(id, IPC_RMID, nil)
            _ = image.pointee.f.destroy_image(image)
            throw Refused(description: "shmat failed: \(String(cString: strerror(errno)))")
        }
        info.shmid = id
        info.shmaddr = address.assumingMemoryBound(to: CChar.self)
        info.readOnly = 0
        image.pointee.data = info.shmaddr
        self.image = image
        staging = OwnedPicture(x, pixmap: OwnedPixmap(x, width: width, height: height, depth: 32), format: x.argb32)
        // The server answers a refused attach (another host, another IPC namespace) with an
        // asynchronous BadAccess: sync and look for it, without printing it as a failure.
        let errorsBefore = XErrorLog.count
        let printed = XErrorLog.printsErrors
        XErrorLog.printsErrors = false
        let attached = XShmAttach(x.display, &info) != 0
        x.sync()
        XErrorLog.printsErrors = printed
        shmctl(id, IPC_RMID, nil)
        guard attached, XErrorLog.count == errorsBefore else {
            image.pointee.data = nil
            _ = image.pointee.f.destroy_image(image)
            shmdt(address)
            throw Refused(description: "the X server on \(x.name) cannot attach a shared-memory segment")
        }
    }

    deinit {
        XShmDetach(connection.display, &info)
        connection.sync()
        image.pointee.data = nil
        _ = image.pointee.f.destroy_image(image)
        shmdt(info.shmaddr)
    }

    /// Copies `picture` (the back buffer) into the staging picture, has the server write that into
    /// the segment, and copies it out into a bitmap.
    func read(_ picture: Picture) throws -> Bitmap {
        let dpy = connection.display
        XRenderComposite(dpy, PictOpSrc, picture, 0, staging.id, 0, 0, 0, 0, 0, 0, UInt32(width), UInt32(height))
        guard let pixmap = staging.pixmap, XShmGetImage(dpy, pixmap.id, image, 0, 0, UInt.max) != 0 else {
            throw PlatformError.capture("XShmGetImage failed")
        }
        let stride = Int(image.pointee.bytes_per_line)
        let source = UnsafeRawPointer(info.shmaddr!)
        let width = width, height = height
        // `memcpy` rather than a loop: it is as fast in a debug build as in a release one.
        let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
            let target = UnsafeMutableRawPointer(buffer.baseAddress!)
            if stride == width * 4 {
                memcpy(target, source, width * height * 4)
            } else {
                for y in 0..<height { memcpy(target + y * width * 4, source + y * stride, width * 4) }
            }
            count = width * height
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}

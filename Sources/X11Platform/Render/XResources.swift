import CX11
import Foundation
import Synchronization

/// Live counts of the X resources Segue owns, so a leak shows up as a number in a test or the
/// benchmark rather than as a slowly growing X server. (Fonts are Pango's, in this process, not the
/// server's.)
public struct XResourceCounts: Equatable, CustomStringConvertible, Sendable {
    public var pixmaps: Int
    public var pictures: Int
    /// xkbcommon keyboards (`XkbKeyboard`: a keymap, its states and compose tables) held for key
    /// translation; one per platform.
    public var keyboards: Int

    public var description: String { "pixmaps \(pixmaps), pictures \(pictures), keyboards \(keyboards)" }

    /// The counts now, over the whole process: every platform's resources (a process-wide tally,
    /// because resources are freed in `deinit`, wherever the last reference goes).
    public static var live: XResourceCounts { tally.withLock { $0 } }

    /// Counts a resource made or freed.
    static func count(_ change: (inout XResourceCounts) -> Void) {
        tally.withLock { change(&$0) }
    }

    private static let tally = Mutex(XResourceCounts(pixmaps: 0, pictures: 0, keyboards: 0))
}

/// A server-side pixmap, freed when this object goes away.
public final class OwnedPixmap {
    public let id: Pixmap
    public let width: Int
    public let height: Int
    public let depth: Int32
    private let connection: XConnection

    public init(_ connection: XConnection, width: Int, height: Int, depth: Int32) {
        self.connection = connection
        self.width = max(1, width)
        self.height = max(1, height)
        self.depth = depth
        id = XCreatePixmap(connection.display, connection.root, UInt32(self.width), UInt32(self.height), UInt32(depth))
        XResourceCounts.count { $0.pixmaps += 1 }
    }

    deinit {
        XFreePixmap(connection.display, id)
        XResourceCounts.count { $0.pixmaps -= 1 }
    }
}

/// A server-side XRender picture, freed when this object goes away, together with the pixmap it
/// draws into (if it owns one).
public final class OwnedPicture {
    public let id: Picture
    public let pixmap: OwnedPixmap?
    public let width: Int
    public let height: Int
    private let connection: XConnection

    /// A picture over `pixmap` in `format`; `repeat` makes it tile (solid 1×1 sources).
    public init(_ connection: XConnection, pixmap: OwnedPixmap, format: UnsafeMutablePointer<XRenderPictFormat>,
                repeats: Bool = false) {
        self.connection = connection
        self.pixmap = pixmap
        width = pixmap.width
        height = pixmap.height
        var attributes = XRenderPictureAttributes()
        attributes.repeat = repeats ? RepeatNormal : RepeatNone
        id = XRenderCreatePicture(connection.display, pixmap.id, format, UInt(CPRepeat), &attributes)
        XResourceCounts.count { $0.pictures += 1 }
    }

    /// A picture over a drawable someone else owns (the window).
    public init(_ connection: XConnection, drawable: Drawable, format: UnsafeMutablePointer<XRenderPictFormat>,
                width: Int, height: Int) {
        self.connection = connection
        pixmap = nil
        self.width = width
        self.height = height
        var attributes = XRenderPictureAttributes()
        id = XRenderCreatePicture(connection.display, drawable, format, 0, &attributes)
        XResourceCounts.count { $0.pictures += 1 }
    }

    /// A solid-colour source picture (premultiplied colour).
    public init(_ connection: XConnection, solid color: XRenderColor) {
        self.connection = connection
        pixmap = nil
        width = 1
        height = 1
        var c = color
        id = XRenderCreateSolidFill(connection.display, &c)
        XResourceCounts.count { $0.pictures += 1 }
    }

    /// A new transparent ARGB32 picture of the given size.
    public static func argb(_ connection: XConnection, width: Int, height: Int) -> OwnedPicture {
        let pm = OwnedPixmap(connection, width: width, height: height, depth: 32)
        let pic = OwnedPicture(connection, pixmap: pm, format: connection.argb32)
        pic.clear()
        return pic
    }

    /// Fills the whole picture with transparent black.
    public func clear() {
        var transparent = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0)
        XRenderFillRectangle(connection.display, PictOpSrc, id, &transparent, 0, 0, UInt32(width), UInt32(height))
    }

    deinit {
        XRenderFreePicture(connection.display, id)
        XResourceCounts.count { $0.pictures -= 1 }
    }
}

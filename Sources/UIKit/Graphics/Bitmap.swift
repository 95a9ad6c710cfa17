/// A block of 32-bit premultiplied ARGB pixels, row-major, no row padding.
///
/// Why premultiplied ARGB: it is the layout of XRender's `PictStandardARGB32` format on a
/// little-endian machine (`0xAARRGGBB` per `UInt32`), so images decoded into a `Bitmap` upload to the
/// X server without conversion, and captured frames compare pixel-for-pixel in tests.
///
/// ```swift
/// var b = Bitmap(width: 2, height: 1)
/// b[1, 0] = 0xFF_FF_00_00   // opaque red at x = 1
/// ```
public struct Bitmap: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height` pixels, `0xAARRGGBB`, colour channels premultiplied by alpha.
    public var pixels: [UInt32]

    /// A transparent bitmap.
    public init(width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "Bitmap size must not be negative (got \(width)×\(height))")
        self.width = width
        self.height = height
        self.pixels = Array(repeating: 0, count: width * height)
    }

    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height,
                     "Bitmap of \(width)×\(height) needs \(width * height) pixels, got \(pixels.count)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public subscript(x: Int, y: Int) -> UInt32 {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// The channels of the pixel at (x, y), premultiplied, each 0…255.
    public func rgba(x: Int, y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let p = self[x, y]
        return (Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF), Int(p >> 24))
    }
}

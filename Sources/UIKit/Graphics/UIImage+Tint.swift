import Foundation

/// Drawing an image as a template in one colour, as tab bars draw their icons.
extension UIImage {
    /// The image in `color`: every pixel takes the colour, keeping its own coverage (alpha), so a
    /// black-on-transparent glyph becomes a blue or grey one. UIKit's `withTintColor(_:)` draws the
    /// image as a template in that colour; this is the same, computed once into new pixels.
    public func withTintColor(_ color: UIColor) -> UIImage {
        guard let source = cgImage?.bitmap else { return self }
        let c = color.cgColor
        var tinted = Bitmap(width: source.width, height: source.height)
        for i in source.pixels.indices {
            let coverage = CGFloat(source.pixels[i] >> 24) / 255 * c.alpha
            guard coverage > 0 else { continue }
            // Premultiplied ARGB: every channel scaled by the pixel's alpha.
            func channel(_ v: CGFloat) -> UInt32 { UInt32((v * coverage * 255).rounded()) }
            tinted.pixels[i] = channel(1) << 24 | channel(c.red) << 16 | channel(c.green) << 8 | channel(c.blue)
        }
        return UIImage(cgImage: CGImage(bitmap: tinted), scale: scale)
    }
}

import CX11
import CXft
import Foundation
import UIKit

/// Fonts through Xft/fontconfig: the one place that both measures text (for `UILabel` layout) and
/// draws it (into a layer's content picture), so what is measured is what is drawn.
///
/// Fonts are opened on first use and kept per (family, size, weight, italic) for the connection's
/// life; they are counted in `XResourceCounts.fonts`.
public final class XftTextSystem: TextMeasuring {
    private let connection: XConnection
    private var fonts: [UIFont: UnsafeMutablePointer<XftFont>] = [:]

    init(connection: XConnection) {
        self.connection = connection
    }

    deinit {
        for (_, f) in fonts {
            XftFontClose(connection.display, f)
            XResourceCounts.count { $0.fonts -= 1 }
        }
    }

    /// Checks that `family` resolves to itself rather than a fallback, so a missing system font is
    /// reported at start-up with the package to install.
    static func verifyInstalled(family: String, package: String) throws {
        guard FcInit() != 0 else { throw PlatformError.missingFont(family: family, package: package) }
        let pattern = FcNameParse(family)
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else {
            throw PlatformError.missingFont(family: family, package: package)
        }
        defer { FcPatternDestroy(match) }
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, FC_FAMILY, 0, &value) == FcResultMatch, let value,
              String(cString: value).lowercased() == family.lowercased() else {
            throw PlatformError.missingFont(family: family, package: package)
        }
    }

    /// The fontconfig weight closest to a UIKit weight.
    static func fontconfigWeight(_ w: UIFont.Weight) -> Int32 {
        switch Double(w.rawValue) {
        case 0.62...: return FC_WEIGHT_BLACK
        case 0.56...: return FC_WEIGHT_EXTRABOLD
        case 0.4...: return FC_WEIGHT_BOLD
        case 0.3...: return FC_WEIGHT_DEMIBOLD
        case 0.23...: return FC_WEIGHT_MEDIUM
        case (-0.1)...: return FC_WEIGHT_REGULAR
        case (-0.4)...: return FC_WEIGHT_LIGHT
        case (-0.6)...: return FC_WEIGHT_EXTRALIGHT
        default: return FC_WEIGHT_THIN
        }
    }

    /// The opened font for `font`; one point is one pixel.
    func xftFont(_ font: UIFont) -> UnsafeMutablePointer<XftFont> {
        if let f = fonts[font] { return f }
        let pattern = FcPatternCreate()!
        FcPatternAddString(pattern, FC_FAMILY, font.familyName)
        FcPatternAddDouble(pattern, FC_PIXEL_SIZE, Double(font.pointSize))
        FcPatternAddInteger(pattern, FC_WEIGHT, Self.fontconfigWeight(font.weight))
        FcPatternAddInteger(pattern, FC_SLANT, font.isItalic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        FcPatternAddBool(pattern, FC_ANTIALIAS, 1)
        FcPatternAddInteger(pattern, FC_HINT_STYLE, FC_HINT_SLIGHT)
        FcPatternAddInteger(pattern, FC_RGBA, FC_RGBA_NONE)
        var result = FcResultNoMatch
        let matched = XftFontMatch(connection.display, connection.screen, pattern, &result)
        FcPatternDestroy(pattern)
        // XftFontOpenPattern takes ownership of the matched pattern.
        guard let matched, let opened = XftFontOpenPattern(connection.display, matched) else {
            preconditionFailure("no font matches \(font); install fonts-dejavu-core")
        }
        fonts[font] = opened
        XResourceCounts.count { $0.fonts += 1 }
        return opened
    }

    // MARK: TextMeasuring

    public func width(of text: String, font: UIFont) -> CGFloat {
        guard !text.isEmpty else { return 0 }
        let f = xftFont(font)
        var info = XGlyphInfo()
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { buf in
            XftTextExtentsUtf8(connection.display, f, buf.baseAddress, Int32(buf.count), &info)
        }
        return CGFloat(info.xOff)
    }

    public func metrics(of font: UIFont) -> FontMetrics {
        let f = xftFont(font).pointee
        return FontMetrics(ascent: CGFloat(f.ascent), descent: CGFloat(f.descent),
                           lineHeight: CGFloat(max(f.height, f.ascent + f.descent)))
    }

    // MARK: Drawing

    /// Draws `lines` into `destination` (an ARGB picture), antialiased, through XRender.
    func draw(_ lines: [TextLine], into destination: Picture, sources: SolidFillCache) {
        for line in lines where !line.text.isEmpty {
            let f = xftFont(line.font)
            let source = sources.picture(for: line.color, opacity: 1)
            let bytes = Array(line.text.utf8)
            bytes.withUnsafeBufferPointer { buf in
                XftTextRenderUtf8(connection.display, PictOpOver, source.id, f, destination, 0, 0,
                                  Int32(line.origin.x.rounded()), Int32(line.origin.y.rounded()),
                                  buf.baseAddress, Int32(buf.count))
            }
        }
    }
}

// fontconfig's enum constants (FcResultMatch) come through whichever module included
// fontconfig.h first; cairo's shim includes it too, so it is imported here for them.
import CCairo
import CX11
import CXft
import Foundation
import Synchronization
import UIKit

/// Fonts through Xft/fontconfig: the one place that both measures text (for `UILabel` layout) and
/// draws it (into a layer's content picture), so what is measured is what is drawn.
///
/// Fonts are opened on first use and kept per (family, size, weight, italic) for the connection's
/// life; they are counted in `XResourceCounts.fonts`.
public final class XftTextSystem: TextMeasuring {
    private let connection: XConnection
    private var fonts: [UIFont: UnsafeMutablePointer<XftFont>] = [:]
    /// Which families fontconfig has, asked once per family.
    private var installed: [String: Bool] = [:]

    init(connection: XConnection) {
        self.connection = connection
    }

    deinit {
        for (_, f) in fonts {
            XftFontClose(connection.display, f)
            XResourceCounts.count { $0.fonts -= 1 }
        }
    }

    /// The family the system font is drawn with where its own family is missing: DejaVu Sans, which
    /// every Debian desktop has (`fonts-dejavu-core`), so the fallback is the same on every machine.
    public static let fallbackFamily = "DejaVu Sans"

    /// Whether fontconfig knows a font of exactly `family` (any of a font's family names counts, so
    /// "Inter" and "Inter Semi Bold" both find Inter), with no alias or default substitution:
    /// fontconfig's matcher would answer a missing family with some other font, silently.
    static func isInstalled(family: String) -> Bool {
        guard FcInit() != 0, let pattern = FcPatternCreate() else { return false }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, family)
        guard let objects = FcObjectSetCreate() else { return false }
        defer { FcObjectSetDestroy(objects) }
        FcObjectSetAdd(objects, FC_FAMILY)
        guard let list = FcFontList(nil, pattern, objects) else { return false }
        defer { FcFontSetDestroy(list) }
        return list.pointee.nfont > 0
    }

    /// Checks the system font before anything is drawn. Returns nil when `UIFont.systemFontFamily`
    /// is installed, or the warning to print when the system font will be drawn with
    /// `fallbackFamily`; throws when neither is installed, naming the package that brings the
    /// system font back.
    static func checkSystemFont(family: String = UIFont.systemFontFamily,
                                isInstalled: (String) -> Bool = isInstalled(family:)) throws -> String? {
        if isInstalled(family) { return nil }
        let remedy = family == "Inter"
            ? "install it with `apt-get install fonts-inter`"
            : "install it, or set UIFont.systemFontFamily to an installed family"
        guard isInstalled(fallbackFamily) else {
            throw family == "Inter"
                ? PlatformError.missingFont(family: family, package: "fonts-inter")
                : PlatformError.missingFont(family: fallbackFamily, package: "fonts-dejavu-core")
        }
        return "the system font \"\(family)\" is not installed, so text is drawn with \(fallbackFamily), "
            + "which is wider than iOS's; \(remedy)"
    }

    /// The families already warned about: a process says once that its system font is missing,
    /// however many platforms it makes.
    private static let warnedFamilies = Mutex(Set<String>())

    /// Prints `warning` as `segue: warning: …` unless this process already warned about `family`.
    static func warnOnce(about family: String, _ warning: String) {
        let isFirst = warnedFamilies.withLock { $0.insert(family).inserted }
        if isFirst { FileHandle.standardError.write(Data(("segue: warning: " + warning + "\n").utf8)) }
    }

    /// The family `font` is drawn with. A system font whose family is missing falls back to the
    /// system text family (the display cut is optional), then to `fallbackFamily`; any other family
    /// is left to fontconfig's matching, aliases included (so "Helvetica" finds a metric clone).
    func drawnFamily(for font: UIFont) -> String {
        let family = font.familyName
        guard UIFont.isSystemFontFamily(family) else { return family }
        for candidate in [family, UIFont.systemFontFamily, Self.fallbackFamily] {
            if let known = installed[candidate] {
                if known { return candidate }
                continue
            }
            let known = Self.isInstalled(family: candidate)
            installed[candidate] = known
            if known { return candidate }
        }
        return Self.fallbackFamily
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
        FcPatternAddString(pattern, FC_FAMILY, drawnFamily(for: font))
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

    /// The face fontconfig chose for `font`: its family, style and file, as Xft opened it.
    func resolvedFace(for font: UIFont) -> (family: String, style: String, file: String) {
        let pattern = xftFont(font).pointee.pattern
        func string(_ object: String) -> String {
            var value: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else { return "" }
            return String(cString: value)
        }
        return (string(FC_FAMILY), string(FC_STYLE), string(FC_FILE))
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

    /// Draws laid-out texts into `destination` (an ARGB picture), antialiased, through XRender:
    /// each line's fragments at their x on the line's baseline.
    func draw(_ texts: [PlacedText], into destination: Picture, sources: SolidFillCache) {
        for placed in texts {
            for line in layout(placed.layout).lines {
                for fragment in line.fragments where !fragment.text.isEmpty {
                    let f = xftFont(fragment.style.font)
                    let source = sources.picture(for: fragment.style.color, opacity: 1)
                    let x = placed.origin.x + fragment.x
                    let y = placed.origin.y + line.baseline - fragment.style.baselineOffset
                    let bytes = Array(fragment.text.utf8)
                    bytes.withUnsafeBufferPointer { buf in
                        XftTextRenderUtf8(connection.display, PictOpOver, source.id, f, destination, 0, 0,
                                          Int32(x.rounded()), Int32(y.rounded()), buf.baseAddress, Int32(buf.count))
                    }
                }
            }
        }
    }
}

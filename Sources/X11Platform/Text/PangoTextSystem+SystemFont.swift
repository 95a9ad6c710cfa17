// fontconfig's functions and constants come through cairo's shim, which includes fontconfig.h.
import CCairo
import Foundation
import Synchronization
import UIKit

/// The system font's family as fontconfig has it: Inter when installed, DejaVu Sans (said once)
/// when not, an error when neither is. Other families are left to fontconfig's matching, and
/// characters a family lacks to Pango's per-character fallback.
extension PangoTextSystem {
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
            if let known = installedFamilies[candidate] {
                if known { return candidate }
                continue
            }
            let known = Self.isInstalled(family: candidate)
            installedFamilies[candidate] = known
            if known { return candidate }
        }
        return Self.fallbackFamily
    }

    /// The OpenType weight (100…900, what Pango's weights are) closest to a UIKit weight.
    static func openTypeWeight(_ w: UIFont.Weight) -> UInt32 {
        switch Double(w.rawValue) {
        case 0.62...: return 900
        case 0.56...: return 800
        case 0.4...: return 700
        case 0.3...: return 600
        case 0.23...: return 500
        case (-0.1)...: return 400
        case (-0.4)...: return 300
        case (-0.6)...: return 200
        default: return 100
        }
    }
}

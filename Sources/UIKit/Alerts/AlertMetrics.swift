import Foundation

/// The sizes, colours and timings of alerts and action sheets, as iOS 13 and later draw them.
///
/// UIKit documents none of these; the values are the ones libraries reproducing iOS agree on
/// (Flutter's Cupertino dialogs, taken "from Apple Design Resources") — see docs/UIKIT-REFERENCE.md.
@MainActor
enum AlertMetrics {
    // MARK: Both

    /// The black dimming over the presenter: 20 % in light, 48 % (0x7A) in dark, where 20 % would
    /// hardly show over dark content (Flutter's `kCupertinoModalBarrierColor`, from Apple Design
    /// Resources).
    static let dimmingColor = UIColor.dynamic(light: UIColor(white: 0, alpha: 0x33 / 255.0),
                                              dark: UIColor(white: 0, alpha: 0x7A / 255.0))
    static let cornerRadius: CGFloat = 14
    /// The hairlines between the header and the buttons, and between buttons: one device pixel.
    static var dividerThickness: CGFloat { 1 / UIScreen.main.scale }
    static let dividerColor = UIColor.separator
    static let defaultTitleColor = UIColor.systemBlue
    static let destructiveTitleColor = UIColor.systemRed
    /// A disabled action's title: an inactive grey.
    static let disabledTitleColor = UIColor(red: 0x99 / 255.0, green: 0x99 / 255.0, blue: 0x99 / 255.0, alpha: 1)
    /// Behind a pressed button: #E1E1E1 at 90 %, #2E2E2E in dark mode.
    static let pressedColor = UIColor.dynamic(
        light: UIColor(red: 0xE1 / 255.0, green: 0xE1 / 255.0, blue: 0xE1 / 255.0, alpha: 0.9),
        dark: UIColor(red: 0x2E / 255.0, green: 0x2E / 255.0, blue: 0x2E / 255.0, alpha: 0.9))
    /// Room either side of an action's title.
    static let buttonTitlePadding: CGFloat = 8

    // MARK: Alert

    static let alertWidth: CGFloat = 270
    /// The card's fill, #F2F2F2 at 80 %, #1E1E1E at 75 % in dark mode (iOS blurs what is behind it
    /// as well; Segue does not yet).
    static let alertFill = UIColor.dynamic(
        light: UIColor(red: 0xF2 / 255.0, green: 0xF2 / 255.0, blue: 0xF2 / 255.0, alpha: 0xCC / 255.0),
        dark: UIColor(red: 0x1E / 255.0, green: 0x1E / 255.0, blue: 0x1E / 255.0, alpha: 0xBF / 255.0))
    static let alertHeaderInsets = UIEdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
    static let alertTitleMessageGap: CGFloat = 4
    static let alertButtonHeight: CGFloat = 45
    /// The card keeps at least this much of the window free above and below it.
    static let alertVerticalMargin: CGFloat = 20
    static var alertTitleFont: UIFont { .systemFont(ofSize: 17, weight: .semibold) }
    static var alertMessageFont: UIFont { .systemFont(ofSize: 13) }
    static func alertActionFont(emphasised: Bool) -> UIFont {
        .systemFont(ofSize: 17, weight: emphasised ? .semibold : .regular)
    }
    /// The card grows in from this scale while it fades in.
    static let alertAppearScale: CGFloat = 1.2
    static let alertAppearDuration: TimeInterval = 0.25
    static let alertDisappearDuration: TimeInterval = 0.25

    // MARK: Action sheet

    static let sheetSideMargin: CGFloat = 8
    static let sheetBottomPadding: CGFloat = 10
    static let sheetCancelGap: CGFloat = 8
    static let sheetButtonHeight: CGFloat = 56
    static let sheetHeaderInsets = UIEdgeInsets(top: 14, left: 40, bottom: 14, right: 40)
    static let sheetTitleMessageGap: CGFloat = 4
    /// The group of actions: #F9F9F9 at 78 %, #252525 at 78 % in dark mode.
    static let sheetFill = UIColor.dynamic(
        light: UIColor(red: 0xF9 / 255.0, green: 0xF9 / 255.0, blue: 0xF9 / 255.0, alpha: 0xC7 / 255.0),
        dark: UIColor(red: 0x25 / 255.0, green: 0x25 / 255.0, blue: 0x25 / 255.0, alpha: 0xC7 / 255.0))
    /// The cancel action's own group is opaque: white, #2C2C2C in dark mode.
    static let sheetCancelFill = UIColor.dynamic(
        light: .white, dark: UIColor(red: 0x2C / 255.0, green: 0x2C / 255.0, blue: 0x2C / 255.0, alpha: 1))
    static let sheetHeaderColor = UIColor.systemGray
    static var sheetTitleFont: UIFont { .systemFont(ofSize: 13, weight: .semibold) }
    static var sheetMessageFont: UIFont { .systemFont(ofSize: 13) }
    static func sheetActionFont(emphasised: Bool) -> UIFont {
        .systemFont(ofSize: 20, weight: emphasised ? .semibold : .regular)
    }
    static let sheetSlideDuration: TimeInterval = 0.335
}

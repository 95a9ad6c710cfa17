import Foundation

/// What a `UIVisualEffectView` does to what lies behind it: a blur (`UIBlurEffect`) or vibrancy
/// (`UIVibrancyEffect`). Immutable, as in UIKit: a view changes effect by being given another.
@MainActor
open class UIVisualEffect {
    public init() {}
}

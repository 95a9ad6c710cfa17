// Every test file uses `@testable import UIKit`: a plain `import UIKit` next to `import Testing` fails on Linux ("no such module _Testing_UIKit").
@testable import UIKit
import Testing

/// The parent of every suite that builds layers, views or an application.
///
/// Static UIKit entry points reach the current application (`UIApplication.shared` and its
/// `ApplicationContext`: the layer tree's change count, the text measurer, the trace), and
/// `UIScreen.main.bounds` follows the newest application. `.serialized` on a suite orders only that
/// suite's own tests; different suites still run in parallel. Suites nested here (`extension SharedState { @Suite struct … }`) inherit the trait and so
/// run one after another, which is what lets a test count frames or swap the text measurer.
@Suite(.serialized) enum SharedState {}

/// Runs `body` with `TextMeasurement.current` set to `measurer`, then puts the previous one back.
func withTextMeasurer<T>(_ measurer: TextMeasuring, _ body: () throws -> T) rethrows -> T {
    let saved = TextMeasurement.current
    defer { TextMeasurement.current = saved }
    TextMeasurement.current = measurer
    return try body()
}

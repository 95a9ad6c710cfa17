// Every test file uses `@testable import UIKit`: a plain `import UIKit` next to `import Testing` fails on Linux ("no such module _Testing_UIKit").
@testable import UIKit
import Testing

/// The parent of every suite that builds layers, views or an application.
///
/// UIKit keeps process-wide state: `RenderInvalidation.generation` (bumped by every layer change),
/// `TextMeasurement.current`, `UIApplication.shared`, `UIScreen.main.bounds` and the layer serial
/// counter. `.serialized` on a suite orders only that suite's own tests; different suites still run in
/// parallel. Suites nested here (`extension SharedState { @Suite struct … }`) inherit the trait and so
/// run one after another, which is what lets a test count frames or swap the text measurer.
@Suite(.serialized) enum SharedState {}

/// Runs `body` with `TextMeasurement.current` set to `measurer`, then puts the previous one back.
func withTextMeasurer<T>(_ measurer: TextMeasuring, _ body: () throws -> T) rethrows -> T {
    let saved = TextMeasurement.current
    defer { TextMeasurement.current = saved }
    TextMeasurement.current = measurer
    return try body()
}

// `UIApplication.shared` and `UIScreen.main.bounds` can be put back only through their internal
// setters, which `@testable import` reaches and a release build (compiled without testability)
// refuses; the tests build in debug, so in release this file is empty and `swift build -c release`
// still builds every target.
#if DEBUG
@testable import UIKit

/// Runs `body`, then puts back what making an application changes process-wide:
/// `UIApplication.shared`, the text measurer UIKit reaches through it, `UIScreen.main.bounds` and the
/// reader's text size (`preferredContentSizeCategory`).
///
/// Why: a `UIApplication` installs itself as the shared application and sizes the screen to its
/// window when it is made, and every test target runs in one process. Without this, the next test
/// would find the last test's application (and keep it, its platform and its windows alive). The
/// measurer is put back after the application, so it lands on the context it was read from.
///
/// Call only from suites that run one test at a time (the `SharedState` suites).
public func withRestoredApplicationState<T>(_ body: () throws -> T) rethrows -> T {
    let savedApp = UIApplication.shared
    let savedMeasurer = TextMeasurement.current
    let savedScreen = UIScreen.main.bounds
    let savedDevice = UIScreen.main.emulatedDevice
    let savedCategory = UITraitCollection.systemContentSizeCategory
    defer {
        UITraitCollection.systemContentSizeCategory = savedCategory
        UIApplication.shared = savedApp
        TextMeasurement.current = savedMeasurer
        UIScreen.main.bounds = savedScreen
        UIScreen.main.emulatedDevice = savedDevice
    }
    return try body()
}
#endif

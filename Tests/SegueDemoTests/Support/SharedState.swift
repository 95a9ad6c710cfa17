// `@testable import UIKit`: a plain `import UIKit` next to `import Testing` fails on Linux (the
// toolchain looks for a `_Testing_UIKit` overlay), see docs/UIKIT-DIFFERENCES.md.
@testable import UIKit
import Testing

/// The parent of the suites that launch the demo on a stage: each launch makes its application
/// `UIApplication.shared`, so those suites run one test at a time.
@Suite(.serialized) enum SharedState {}

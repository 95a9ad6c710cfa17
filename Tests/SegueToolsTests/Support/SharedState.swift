// `@testable import UIKit`: a plain `import UIKit` next to `import Testing` fails on Linux (the
// toolchain looks for a `_Testing_UIKit` overlay), see docs/UIKIT-DIFFERENCES.md.
@testable import UIKit
import Testing

/// The parent of every suite that makes an application: `UIApplication.shared`, the animation engine
/// and the text measurer are process-wide, so those suites run one test at a time.
@Suite(.serialized) enum SharedState {}

// `@testable import UIKit`: a plain `import UIKit` next to `import Testing` fails on Linux (the
// toolchain looks for a `_Testing_UIKit` overlay), see docs/UIKIT-DIFFERENCES.md.
@testable import UIKit
import Testing

/// The parent of every suite that makes an application: each makes itself `UIApplication.shared`,
/// which static UIKit entry points reach (`ApplicationContext.current`), so those suites run one test
/// at a time. (They run on the main actor too; `.serialized` keeps a test that awaits from letting
/// another one swap the current application meanwhile.)
@Suite(.serialized) enum SharedState {}

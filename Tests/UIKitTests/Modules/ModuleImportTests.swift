@testable import UIKit
import Testing

/// `import CoreGraphics` and `import QuartzCore` compile (ImportedByName.swift) and give Segue's types.
@Suite struct ModuleImportTests {
    @Test func typesReachedThroughCoreGraphicsAndQuartzCoreAreSegues() {
        // Precondition / action: values built in a file that imports only the two modules.
        let transform = ImportedByName.scaled()
        let layer = ImportedByName.layer()
        // Assertion
        #expect(transform == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
        #expect(layer.frame == CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(layer.opacity == 0.5)
        #expect(CATransform3DIsIdentity(ImportedByName.identity))
    }
}

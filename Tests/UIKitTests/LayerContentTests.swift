@testable import UIKit
import Testing
import Foundation

extension SharedState {
    @Suite struct LayerContentTests {
        @Test func imageViewSetsImageContentPlacedByContentMode() {
            // Precondition: a 40×10 image in an image view resized to 20×20 with aspect fit.
            let image = UIImage(bitmap: Bitmap(width: 40, height: 10))
            let view = UIImageView(image: image)
            view.contentMode = .scaleAspectFit
            view.frame = CGRect(x: 3, y: 7, width: 20, height: 20)

            // Action
            let node = DisplayListBuilder.makeNode(view.layer, parentOrigin: .zero)

            // Assertion: the image keeps its 4:1 ratio, centred vertically.
            guard case .image(let cg, let rect)? = node?.content?.kind else {
                Issue.record("expected image content, got \(String(describing: node?.content))")
                return
            }
            #expect(cg === image.cgImage)
            #expect(rect == CGRect(x: 0, y: 7.5, width: 20, height: 5))
        }
    }
}

@testable import UIKit
import Testing
import UIKitTesting

extension SharedState {
    /// `isTracking`, `isDragging` and `isDecelerating` through one touch: tracking from the press,
    /// dragging once the pan begins, decelerating after a fling's release.
    @Suite struct ScrollViewTrackingTests {
        @Test func aPressTracksADragDragsAndAFlingDecelerates() {
            withGestureStage { stage in
                // Precondition: content taller than the scroll view, nothing touching it.
                let (scrollView, log) = stage.addScrollView(CGRect(x: 0, y: 0, width: 400, height: 300),
                                                            contentSize: CGSize(width: 400, height: 2000))
                _ = log
                #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
                // Action: the finger lands.
                stage.press(at: CGPoint(x: 200, y: 250))
                // Assertion: tracking, not yet dragging.
                #expect(scrollView.isTracking)
                #expect(!scrollView.isDragging)
                // Action: past the pan's hysteresis.
                stage.move(to: CGPoint(x: 200, y: 230))
                stage.move(to: CGPoint(x: 200, y: 180))
                // Assertion
                #expect(scrollView.isTracking && scrollView.isDragging)
                // Action: a fast release.
                stage.release(at: CGPoint(x: 200, y: 130))
                // Assertion: gliding, no finger on it.
                #expect(!scrollView.isTracking)
                #expect(!scrollView.isDragging)
                #expect(scrollView.isDecelerating)
            }
        }

        @Test func aPressAndReleaseWithoutMovingEndsTracking() {
            withGestureStage { stage in
                // Precondition
                let (scrollView, log) = stage.addScrollView(CGRect(x: 0, y: 0, width: 400, height: 300),
                                                            contentSize: CGSize(width: 400, height: 2000))
                _ = log
                // Action
                stage.press(at: CGPoint(x: 200, y: 150))
                let tracking = scrollView.isTracking
                stage.release(at: CGPoint(x: 200, y: 150), after: 0.08)
                // Assertion
                #expect(tracking)
                #expect(!scrollView.isTracking)
                #expect(!scrollView.isDragging)
            }
        }
    }
}

@testable import UIKit
import Testing
import Foundation
import UIKitTesting

// The action search of a standalone layer (delegate, `actions`, `defaultAction(forKey:)`, the implicit
// animation, `NSNull`), keyed values (`value(forKey:)`/`setValue(_:forKey:)`), `presentation()` in
// flight, `display()` and `needsDisplay(forKey:)`, and the stored rasterization settings.

/// An action that only records that it ran.
final class RecordingAction: CAAction {
    private(set) var runs: [String] = []
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        runs.append(event)
    }
}

/// A layer delegate that answers one action for every key.
final class ActionDelegate: CALayerDelegate {
    let action: CAAction
    init(_ action: CAAction) { self.action = action }
    func layerBoundsDidChange(_ layer: CALayer) {}
    func action(for layer: CALayer, forKey event: String) -> CAAction? { action }
}

/// A layer class whose default action for "opacity" is a seven-second animation.
nonisolated final class DefaultActionLayer: CALayer {
    override class func defaultAction(forKey event: String) -> CAAction? {
        guard event == "opacity" else { return nil }
        let slow = CABasicAnimation()
        slow.duration = 7
        return slow
    }
}

/// A layer that draws again when its own "progress" key changes, and counts `display()` calls.
nonisolated final class ProgressLayer: CALayer {
    var displays = 0
    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }
    override func display() { displays += 1 }
}

extension SharedState {
    @Suite struct LayerActionTests {
        @Test func nullInActionsDisablesOneKey() {
            withStage { stage in
                // Precondition
                let layer = stage.addCommittedLayer()
                layer.actions = ["opacity": NSNull()]
                // Action
                layer.opacity = 0.3
                layer.position = CGPoint(x: 150, y: 150)
                // Assertion: opacity is set at once; position still animates.
                #expect(layer.animation(forKey: "opacity") == nil)
                #expect(layer.animation(forKey: "position") != nil)
                #expect(layer.action(forKey: "opacity") == nil)
            }
        }

        @Test func animationInActionsIsCompletedAndRun() {
            withStage { stage in
                // Precondition: a two-second linear animation with no key path or ends.
                let layer = stage.addCommittedLayer()
                let custom = CABasicAnimation()
                custom.duration = 2
                custom.timingFunction = CAMediaTimingFunction(name: .linear)
                layer.actions = ["opacity": custom]
                let start = stage.now
                // Action
                layer.opacity = 0
                stage.frame(at: start + 1)
                // Assertion: it runs from the old value to the new one, with its own duration.
                let added = layer.animation(forKey: "opacity") as? CABasicAnimation
                #expect(added?.keyPath == "opacity")
                #expect(added?.duration == 2)
                #expect(abs(Double(layer.presentation()!.opacity) - 0.5) < 1e-6)
            }
        }

        @Test func delegateActionComesFirst() {
            withStage { stage in
                // Precondition: a delegate and an `actions` entry both have one.
                let layer = stage.addCommittedLayer()
                let fromDelegate = RecordingAction(), fromActions = RecordingAction()
                let delegate = ActionDelegate(fromDelegate)
                layer.delegate = delegate
                layer.actions = ["opacity": fromActions]
                // Action
                layer.opacity = 0.4
                // Assertion: only the delegate's ran, and no animation was added.
                #expect(fromDelegate.runs == ["opacity"])
                #expect(fromActions.runs.isEmpty)
                #expect(layer.animationKeys() == nil)
                withExtendedLifetime(delegate) {}
            }
        }

        @Test func defaultActionOfTheClassComesBeforeTheImplicitAnimation() {
            withStage { stage in
                // Precondition
                let layer = DefaultActionLayer()
                stage.window.layer.addSublayer(layer)
                CATransaction.flush()
                // Action
                layer.opacity = 0.1
                layer.cornerRadius = 4
                // Assertion: opacity ran the class's action; cornerRadius has the implicit 0.25 s.
                #expect(layer.animation(forKey: "opacity")?.duration == 7)
                #expect(layer.animation(forKey: "cornerRadius")?.duration == 0.25)
            }
        }

        @Test func keyedValuesReadAndWriteTheProperties() {
            withStage { stage in
                // Precondition
                let layer = stage.addCommittedLayer()
                // Action
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                layer.setValue(0.5, forKey: "opacity")
                layer.setValue(CGPoint(x: 40, y: 50), forKey: "position")
                layer.setValue(CGRect(x: 0, y: 0, width: 30, height: 20), forKey: "bounds")
                layer.setValue(CATransform3DMakeScale(2, 2, 1), forKey: "transform")
                layer.setValue(6, forKey: "cornerRadius")
                layer.setValue(UIColor.red.cgColor, forKey: "backgroundColor")
                layer.setValue(70.0, forKeyPath: "position.x")
                CATransaction.commit()
                // Assertion: the properties changed, and read back with their own types.
                #expect(layer.opacity == 0.5)
                #expect(layer.value(forKey: "opacity") as? Float == 0.5)
                #expect(layer.position == CGPoint(x: 70, y: 50))
                #expect(layer.value(forKey: "position") as? CGPoint == CGPoint(x: 70, y: 50))
                #expect(layer.value(forKey: "bounds") as? CGRect == CGRect(x: 0, y: 0, width: 30, height: 20))
                #expect((layer.value(forKey: "transform") as? CATransform3D).map { isClose($0, CATransform3DMakeScale(2, 2, 1)) } == true)
                #expect(layer.cornerRadius == 6)
                #expect(layer.value(forKey: "cornerRadius") as? CGFloat == 6)
                #expect(layer.backgroundColor == UIColor.red.cgColor)
                #expect(layer.value(forKeyPath: "position.y") as? CGFloat == 50)
                #expect(layer.animationKeys() == nil)
            }
        }

        @Test func keyedValueChangesAnimateLikeAssignments() {
            withStage { stage in
                // Precondition
                let layer = stage.addCommittedLayer()
                // Action
                layer.setValue(0.0, forKey: "opacity")
                // Assertion
                #expect(layer.animation(forKey: "opacity") != nil)
            }
        }

        @Test func customKeysAreKeptAndAnimate() {
            withStage { stage in
                // Precondition: a layer with its own "progress" value, committed.
                let layer = ProgressLayer()
                layer.setValue(CGFloat(0), forKey: "progress")
                stage.window.layer.addSublayer(layer)
                CATransaction.flush()
                let start = stage.now
                // Action: changed within a one-second linear transaction.
                CATransaction.begin()
                CATransaction.setAnimationDuration(1)
                CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
                layer.setValue(CGFloat(10), forKey: "progress")
                CATransaction.commit()
                stage.frame(at: start + 0.25)
                // Assertion: the model holds 10 at once; the presentation is a quarter of the way;
                // the class asked to be drawn again for the key.
                #expect(layer.value(forKey: "progress") as? CGFloat == 10)
                let seen = layer.presentation()?.value(forKey: "progress") as? CGFloat
                #expect(seen.map { abs($0 - 2.5) < 1e-6 } == true, "\(String(describing: seen))")
                #expect(layer.displays > 0)
            }
        }

        @Test func setNeedsDisplayCallsDisplayBeforeTheNextFrame() {
            withStage { stage in
                // Precondition: a drawn layer with a size.
                let layer = ProgressLayer()
                layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
                stage.window.layer.addSublayer(layer)
                stage.frame(at: stage.now + 0.1)
                let before = layer.displays
                #expect(!layer.needsDisplay())
                // Action
                layer.setNeedsDisplay()
                #expect(layer.needsDisplay())
                stage.frame(at: stage.now + 0.1)
                // Assertion
                #expect(layer.displays == before + 1)
                #expect(!layer.needsDisplay())
            }
        }

        @Test func rasterizationSettingsAreKept() {
            // Precondition
            let layer = CALayer()
            #expect(!layer.shouldRasterize)
            #expect(layer.rasterizationScale == 1)
            // Action
            layer.shouldRasterize = true
            layer.setValue(2.0, forKey: "rasterizationScale")
            // Assertion
            #expect(layer.value(forKey: "shouldRasterize") as? Bool == true)
            #expect(layer.rasterizationScale == 2)
        }

        @Test func cornerCurveIsKeptAndReachesTheDisplayList() {
            withStage { stage in
                // Precondition
                let layer = stage.addCommittedLayer()
                #expect(layer.cornerCurve == .circular)
                // Action
                layer.cornerRadius = 10
                layer.cornerCurve = .continuous
                stage.frame(at: stage.now + 1)
                // Assertion
                let node = DisplayListBuilder.makeNode(stage.window.layer, parentOrigin: .zero)?.find(id: layer.serial)
                #expect(node?.cornerCurve == .continuous)
                #expect(CALayer.cornerCurveExpansionFactor(.continuous) > 1.5)
                #expect(CALayer.cornerCurveExpansionFactor(.circular) == 1)
            }
        }

        @Test func layerClassIsAnyClass() {
            withStage { _ in
                // Precondition
                final class ShapeView: UIView {
                    override class var layerClass: AnyClass { CAShapeLayer.self }
                }
                // Action
                let view = ShapeView(frame: .zero)
                // Assertion
                #expect(view.layer is CAShapeLayer)
            }
        }
    }
}

@testable import UIKit
import Testing
import Foundation
import UIKitTesting

// The frame's layout pass walks only the paths to views that need layout: settled subtrees are
// skipped, and a view marked deep down is still laid out.

/// Counts how often the layout pass reaches it and how often it lays out.
private final class CountingView: UIView {
    var visits = 0
    var layouts = 0
    override func layoutIfNeeded() {
        visits += 1
        super.layoutIfNeeded()
    }
    override func layoutSubviews() {
        layouts += 1
        super.layoutSubviews()
    }
}

extension SharedState {
    @Suite struct LayoutPassTests {
        @Test func aSettledTreeIsNotWalkedAndAMarkedLeafIsLaidOut() {
            withTestApplication { app, _ in
                // Precondition: 50 branches of three nested views, laid out once.
                let window = UIWindow(frame: UIScreen.main.bounds)
                window.makeKeyAndVisible()
                var branches: [[CountingView]] = []
                for i in 0..<50 {
                    let chain = (0..<3).map { _ in CountingView(frame: CGRect(x: 1, y: 1, width: 30 - i % 5, height: 20)) }
                    window.addSubview(chain[0])
                    chain[0].addSubview(chain[1])
                    chain[1].addSubview(chain[2])
                    branches.append(chain)
                }
                app.renderNow()
                for chain in branches { for v in chain { v.visits = 0; v.layouts = 0 } }
                // Action: one leaf asks for layout; a frame runs.
                branches[31][2].setNeedsLayout()
                app.renderNow()
                // Assertion: the marked leaf was laid out; only its path was visited.
                #expect(branches[31][2].layouts == 1)
                #expect(branches[31].map(\.visits) == [1, 1, 1])
                let others = branches.enumerated().filter { $0.offset != 31 }.flatMap { $0.element }
                #expect(others.allSatisfy { $0.visits == 0 && $0.layouts == 0 })
                // And a frame with nothing marked visits nothing.
                app.renderNow()
                #expect(branches.flatMap { $0 }.allSatisfy { $0.layouts == ($0 === branches[31][2] ? 1 : 0) })
            }
        }

        @Test func aViewMarkedDuringThePassIsLaidOutByTheNextOne() {
            withTestApplication { app, _ in
                // Precondition: a parent whose layout resizes its child (which then needs layout).
                final class Parent: UIView {
                    let child = CountingView(frame: .zero)
                    var width: CGFloat = 40
                    override func layoutSubviews() { child.frame = CGRect(x: 0, y: 0, width: width, height: 10) }
                }
                let window = UIWindow(frame: UIScreen.main.bounds)
                window.makeKeyAndVisible()
                let parent = Parent(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                parent.addSubview(parent.child)
                window.addSubview(parent)
                app.renderNow()
                let before = parent.child.layouts
                // Action: the parent lays out again with a new width.
                parent.width = 70
                parent.setNeedsLayout()
                app.renderNow()
                // Assertion: the child, resized by its parent's layout, was laid out in the same pass.
                #expect(parent.child.bounds.width == 70)
                #expect(parent.child.layouts == before + 1)
            }
        }
    }
}

@testable import UIKit
import Foundation
import Testing
import UIKitTesting

/// A view that counts `traitCollectionDidChange(_:)` and keeps the styles it saw.
final class TraitCountingView: UIView {
    var changes: [(from: UIUserInterfaceStyle?, to: UIUserInterfaceStyle, current: UIUserInterfaceStyle)] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        changes.append((previousTraitCollection?.userInterfaceStyle, traitCollection.userInterfaceStyle,
                        UITraitCollection.current.userInterfaceStyle))
    }
}

/// A controller that counts `traitCollectionDidChange(_:)`.
final class TraitCountingController: UIViewController {
    var changes = 0
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { changes += 1 }
}

extension SharedState {
    /// Light and dark handed down the view tree: what is drawn, who hears of it, and who does not.
    @Suite struct TraitPropagationTests {
        /// The presented background of `view` in the newest frame.
        static func drawnBackground(of view: UIView, in platform: RecordingPlatform) -> CGColor? {
            platform.presented.last?.find(id: view.layer.serial)?.backgroundColor
        }

        @Test func aSystemBackgroundViewDrawsWhiteThenBlackWhenItsWindowTurnsDark() {
            withTestApplication { app, platform in
                // Precondition: a controller whose view is .systemBackground, drawn in a light window.
                let root = UIViewController()
                root.view.backgroundColor = .systemBackground
                let window = makeKeyWindow(size: platform.windowSize, root: root)
                app.renderNow()
                #expect(Self.drawnBackground(of: root.view, in: platform) == UIColor.white.cgColor)
                // Action: the window turns dark.
                window.overrideUserInterfaceStyle = .dark
                app.renderNow()
                // Assertion: the next frame draws it black, and it still reports the dynamic colour.
                #expect(Self.drawnBackground(of: root.view, in: platform) == UIColor.black.cgColor)
                #expect(root.view.backgroundColor === UIColor.systemBackground)
                #expect(root.traitCollection.userInterfaceStyle == .dark)
                // Action: back to light, through the controller this time overriding nothing.
                window.overrideUserInterfaceStyle = .unspecified
                app.renderNow()
                #expect(Self.drawnBackground(of: root.view, in: platform) == UIColor.white.cgColor)
            }
        }

        @Test func aControllersOverrideTurnsItsViewAndChildrenDarkButNotItsSiblings() {
            withTestApplication { app, platform in
                // Precondition: a root with a child controller; the child's view and a sibling view
                // are .secondarySystemBackground.
                let root = UIViewController()
                let child = TraitCountingController()
                root.addChild(child)
                root.view.addSubview(child.view)
                child.didMove(toParent: root)
                let sibling = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                root.view.addSubview(sibling)
                child.view.backgroundColor = .secondarySystemBackground
                sibling.backgroundColor = .secondarySystemBackground
                let label = UILabel()
                label.textColor = .secondaryLabel
                child.view.addSubview(label)
                _ = makeKeyWindow(size: platform.windowSize, root: root)
                app.renderNow()
                // Action: the child controller turns dark.
                child.overrideUserInterfaceStyle = .dark
                app.renderNow()
                // Assertion: the child's view is the dark grey, the sibling still light; the child
                // heard once; the label below it is dark too.
                #expect(Self.drawnBackground(of: child.view, in: platform) == UIColor.rgb(0x1C1C1E).cgColor)
                #expect(Self.drawnBackground(of: sibling, in: platform) == UIColor.rgb(0xF2F2F7).cgColor)
                #expect(child.changes == 1)
                #expect(label.traitCollection.userInterfaceStyle == .dark)
                #expect(root.traitCollection.userInterfaceStyle == .light)
            }
        }

        @Test func traitCollectionDidChangeIsCalledOnceWhereTheStyleChangedAndNowhereElse() {
            withTestApplication { app, platform in
                // Precondition: a changing view with a child, and a subtree already overriding dark.
                let window = makeKeyWindow(size: platform.windowSize)
                let changing = TraitCountingView()
                let below = TraitCountingView()
                let alreadyDark = TraitCountingView()
                let belowDark = TraitCountingView()
                changing.addSubview(below)
                alreadyDark.overrideUserInterfaceStyle = .dark
                alreadyDark.addSubview(belowDark)
                window.addSubview(changing)
                window.addSubview(alreadyDark)
                for view in [changing, below, alreadyDark, belowDark] { view.changes = [] }
                // Action: the window turns dark, then is told dark again.
                window.overrideUserInterfaceStyle = .dark
                window.overrideUserInterfaceStyle = .dark
                // Assertion: the views that changed heard once, light to dark, with the current traits
                // dark while they heard; the subtree that was dark already heard nothing.
                #expect(changing.changes.count == 1)
                #expect(below.changes.count == 1)
                #expect(changing.changes.first?.from == .light && changing.changes.first?.to == .dark)
                #expect(changing.changes.first?.current == .dark)
                #expect(alreadyDark.changes.isEmpty && belowDark.changes.isEmpty)
                #expect(UITraitCollection.current.userInterfaceStyle == .light)
                // Action: a light override on a view whose window is light again changes nothing there.
                window.overrideUserInterfaceStyle = .light
                let before = changing.changes.count
                changing.overrideUserInterfaceStyle = .light
                #expect(changing.changes.count == before)
            }
        }

        @Test func aViewMovedIntoADarkWindowResolvesItsColourAndHears() {
            withTestApplication { app, platform in
                // Precondition: a dark window, and a view made outside it with a dynamic colour.
                let window = makeKeyWindow(size: platform.windowSize)
                window.overrideUserInterfaceStyle = .dark
                let view = TraitCountingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
                view.backgroundColor = .systemBlue
                #expect(view.layer.backgroundColor == UIColor.rgb(0x007AFF).cgColor)
                // Action
                window.addSubview(view)
                app.renderNow()
                // Assertion: drawn in the dark blue; a directly set layer colour is left alone.
                #expect(Self.drawnBackground(of: view, in: platform) == UIColor.rgb(0x0A84FF).cgColor)
                #expect(view.changes.count == 1)
                view.layer.backgroundColor = UIColor.red.cgColor
                window.overrideUserInterfaceStyle = .light
                #expect(view.layer.backgroundColor == UIColor.red.cgColor)
                #expect(view.backgroundColor == .red)
            }
        }

        @Test func aPresentedControllerTakesItsPresentersStyle() {
            withTestApplication { app, platform in
                // Precondition: a dark root presenting a full-screen controller.
                let root = UIViewController()
                root.overrideUserInterfaceStyle = .dark
                _ = makeKeyWindow(size: platform.windowSize, root: root)
                let presented = TraitCountingController()
                presented.modalPresentationStyle = .fullScreen
                presented.view.backgroundColor = .systemBackground
                // Action
                root.present(presented, animated: false)
                app.renderNow()
                // Assertion: the presented view is dark; turning the presenter light reaches it.
                #expect(presented.traitCollection.userInterfaceStyle == .dark)
                #expect(Self.drawnBackground(of: presented.view, in: platform) == UIColor.black.cgColor)
                root.overrideUserInterfaceStyle = .light
                app.renderNow()
                #expect(presented.traitCollection.userInterfaceStyle == .light)
                #expect(Self.drawnBackground(of: presented.view, in: platform) == UIColor.white.cgColor)
            }
        }
        @Test func aLabelsTextIsDrawnAgainInTheDarkLabelColour() {
            withTestApplication { app, platform in
                // Precondition: a label in .label, drawn black in a light window.
                let window = makeKeyWindow(size: platform.windowSize)
                let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
                label.text = "Dark mode"
                window.addSubview(label)
                app.renderNow()
                @MainActor func drawnColor() -> CGColor? {
                    guard case .text(let texts)? = platform.presented.last?.find(id: label.layer.serial)?.content?.kind else { return nil }
                    return texts.first?.layout.text.runs.first?.style.color
                }
                #expect(drawnColor() == UIColor.black.cgColor)
                // Action
                window.overrideUserInterfaceStyle = .dark
                app.renderNow()
                // Assertion: the text is drawn again, white.
                #expect(drawnColor() == UIColor.white.cgColor)
            }
        }
    }
}

@testable import UIKit
import Testing
import UIKitTesting

/// A screen whose status bar answers the test sets.
private final class StatusScreen: UIViewController {
    var style: UIStatusBarStyle = .default
    var hidden = false
    var styleChild: UIViewController?
    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidden }
    override var childForStatusBarStyle: UIViewController? { styleChild }
}

private final class Root: UIViewController {}

extension SharedState {
    /// Status bar appearance: Segue draws no status bar, but decides, as UIKit does, which
    /// controller's answers count, and traces it on `setNeedsStatusBarAppearanceUpdate()`.
    @Suite struct StatusBarAppearanceTests {
        @Test func theRootDecidesThenAFullScreenPresentationTakesOver() {
            let root = StatusScreen()
            root.style = .darkContent
            withTransitionStage(root: root) { stage in
                // Precondition: the root alone.
                #expect(root.statusBarAppearance.style == .darkContent)
                // Action: a full-screen controller that prefers light content and no status bar.
                let cover = StatusScreen()
                cover.style = .lightContent
                cover.hidden = true
                cover.modalPresentationStyle = .fullScreen
                root.present(cover, animated: false)
                stage.frame()
                let lines = TransitionTrace.capture { root.setNeedsStatusBarAppearanceUpdate() }
                // Assertion: the covering controller decides.
                #expect(lines == ["StatusScreen.setNeedsStatusBarAppearanceUpdate() -> lightContent from StatusScreen, hidden true from StatusScreen"])
                #expect(root.statusBarAppearance.styleSource === cover)
            }
        }

        @Test func aSheetLeavesItToThePresenterUnlessItCaptures() {
            let root = StatusScreen()
            root.style = .darkContent
            withTransitionStage(root: root) { stage in
                // Precondition: a page sheet that prefers light content.
                let sheet = StatusScreen()
                sheet.style = .lightContent
                root.present(sheet, animated: false)
                stage.frame()
                // Action / assertion: the presenter still decides.
                #expect(sheet.statusBarAppearance.styleSource === root)
                #expect(sheet.statusBarAppearance.style == .darkContent)
                // Action: the sheet captures the status bar.
                sheet.modalPresentationCapturesStatusBarAppearance = true
                // Assertion
                #expect(sheet.statusBarAppearance.style == .lightContent)
            }
        }

        @Test func childForStatusBarStyleHandsTheDecisionDown() {
            let root = StatusScreen()
            let child = StatusScreen()
            child.style = .lightContent
            root.addChild(child)
            root.styleChild = child
            withTransitionStage(root: root) { _ in
                // Precondition / action
                let appearance = root.statusBarAppearance
                // Assertion: the child's style, the root's visibility.
                #expect(appearance.style == .lightContent && appearance.styleSource === child)
                #expect(appearance.hiddenSource === root && !appearance.hidden)
            }
        }

        @Test func defaultsAreUIKits() {
            // Precondition / action
            let plain = Root()
            // Assertion
            #expect(plain.preferredStatusBarStyle == .default)
            #expect(!plain.prefersStatusBarHidden)
            #expect(plain.preferredStatusBarUpdateAnimation == .fade)
            #expect(!plain.modalPresentationCapturesStatusBarAppearance)
            #expect(plain.childForStatusBarStyle == nil && plain.childForStatusBarHidden == nil)
        }
    }
}

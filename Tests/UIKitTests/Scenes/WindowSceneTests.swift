@testable import UIKit
import Testing
import UIKitTesting

extension SharedState {
    /// One window scene per application: what `view.window?.windowScene` and
    /// `connectedScenes.first as? UIWindowScene` reach.
    @Suite struct WindowSceneTests {
        @Test func aWindowsSceneHoldsTheApplicationsWindowsAndFollowsTheWindowsShape() throws {
            try withTestApplication(size: CGSize(width: 320, height: 480)) { app, _ in
                // Precondition: a key window with a root view.
                let root = UIViewController()
                let window = makeKeyWindow(size: CGSize(width: 320, height: 480), root: root)
                // Action
                let scene = try #require(root.view.window?.windowScene)
                // Assertion: the application's one scene, its windows, active, portrait.
                #expect(app.connectedScenes.first === scene)
                #expect(app.connectedScenes.count == 1)
                #expect(scene.windows.contains { $0 === window })
                #expect(scene.keyWindow === window)
                #expect(scene.activationState == .foregroundActive)
                #expect(scene.interfaceOrientation == .portrait)
                // Action: the window becomes wider than tall.
                app.handle(.resized(CGSize(width: 600, height: 300)))
                // Assertion
                #expect(scene.interfaceOrientation == .landscapeRight && scene.interfaceOrientation.isLandscape)
            }
        }

        @Test func aWindowMadeForTheSceneFillsTheScreen() {
            withTestApplication(size: CGSize(width: 390, height: 844)) { app, _ in
                // Precondition
                let scene = app.windowScene
                // Action
                let window = UIWindow(windowScene: scene)
                // Assertion
                #expect(window.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
                #expect(window.windowScene === scene)
            }
        }
    }
}

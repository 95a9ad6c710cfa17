import Testing
@testable import SegueDemo
@testable import UIKit

/// The panel scene's benchmark load: N views behind the controls, a tenth of them labels, laid out
/// inside the parent whatever its size; with no load the scene is as designed. Views only, no X server.
@Suite struct PanelLoadGridTests {
    /// The scene's root view at `size`, loaded and laid out as the window would.
    private func laidOut(_ scene: PanelSceneViewController, _ size: CGSize) -> UIView {
        let view: UIView = scene.view
        view.frame = CGRect(origin: .zero, size: size)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        return view
    }

    @Test func aHundredViewsBehindTheButtonsInsideTheParent() throws {
        // Precondition
        let scene = PanelSceneViewController(extraViews: 100)
        // Action: the demo's default window less its 44-point bar.
        let view = laidOut(scene, CGSize(width: 900, height: 596))
        // Assertion: 100 views, every tenth a label, each inside the parent's bounds.
        let grid = try #require(scene.loadGrid)
        #expect(grid.subviews.count == 100)
        #expect(grid.subviews.filter { $0 is UILabel }.count == 10)
        #expect(grid.subviews.enumerated().allSatisfy { ($0.element is UILabel) == ($0.offset % 10 == 0) })
        for tile in grid.subviews {
            let frame = grid.convert(tile.frame, to: view)
            #expect(view.bounds.contains(frame), "\(frame)")
            #expect(frame.width > 0 && frame.height > 0)
        }
        // The grid is the bottom subview; the three buttons (and everything else) come after it.
        #expect(view.subviews.first === grid)
        let buttonIndices = view.subviews.indices.filter { view.subviews[$0] is UIButton }
        #expect(buttonIndices.count == PanelEdge.allCases.count)
        #expect(buttonIndices.allSatisfy { $0 > 0 })
        #expect(!grid.isUserInteractionEnabled)
    }

    @Test func aThousandViewsFitASmallWindowWithoutOverlapping() throws {
        // Precondition
        let scene = PanelSceneViewController(extraViews: 1000)
        // Action
        let view = laidOut(scene, CGSize(width: 640, height: 436))
        // Assertion: smaller squares, still all inside, and no two in the same place.
        let grid = try #require(scene.loadGrid)
        #expect(grid.subviews.count == 1000)
        #expect(grid.subviews.filter { $0 is UILabel }.count == 100)
        #expect(grid.subviews.allSatisfy { view.bounds.contains(grid.convert($0.frame, to: view)) })
        let origins = Set(grid.subviews.map { "\($0.frame.minX),\($0.frame.minY)" })
        #expect(origins.count == 1000)
        #expect(grid.subviews[1].frame.width < 24)
    }

    @Test func theGridFollowsTheWindowSize() throws {
        // Precondition: laid out small first.
        let scene = PanelSceneViewController(extraViews: 100)
        let view = laidOut(scene, CGSize(width: 300, height: 200))
        let grid = try #require(scene.loadGrid)
        let small = grid.subviews[57].frame
        // Action: the window grows.
        _ = laidOut(scene, CGSize(width: 1280, height: 756))
        // Assertion: the grid fills the new bounds and the squares are laid out afresh, larger.
        #expect(grid.frame == view.bounds)
        #expect(grid.subviews[57].frame != small)
        #expect(grid.subviews[57].frame.width == 24)
    }

    @Test func noLoadIsTheSceneAsDesigned() {
        // Precondition / Action
        let scene = PanelSceneViewController()
        let view = laidOut(scene, CGSize(width: 900, height: 596))
        // Assertion: no grid; the buttons, the hint and the handle only.
        #expect(scene.extraViews == 0)
        #expect(scene.loadGrid == nil)
        #expect(view.subviews.count == PanelEdge.allCases.count + 2)
    }

    @Test func theCatalogMakesThePanelWithTheLaunchLoad() throws {
        // Precondition: launch options asking for 100 load views.
        let options = DemoLaunchOptions(initialSceneID: "panel", panelExtraViews: 100)
        // Action
        let made = try #require(SceneCatalog.scene(id: "panel")?.make?(options))
        // Assertion
        #expect((made as? PanelSceneViewController)?.extraViews == 100)
    }
}

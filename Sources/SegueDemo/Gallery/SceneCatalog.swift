import Foundation
import UIKit

/// The scenes of the source articles, in article order, then Segue's own (the animation lab).
/// A scene with `make == nil` is listed in the gallery with a disabled button until it is built.
nonisolated public enum SceneCatalog {
    public static let all: [DemoScene] = [
        DemoScene(id: "panel", title: "Panel",
                  summary: "Half-screen panel over a dimmed parent, from the bottom, the right or the top.",
                  make: { PanelSceneViewController(extraViews: $0.panelExtraViews) }),
        DemoScene(id: "physics-sheet", title: "Physics sheet",
                  summary: "A sheet that slides up on a spring and rubber-bands when pulled past its limits.",
                  make: { _ in PhysicsSheetSceneViewController() }),
        DemoScene(id: "pet-cards", title: "Pet cards",
                  summary: "Cards flip in 3D and grow to full screen; swipe from the left edge to go back.",
                  make: { _ in PetCardsSceneViewController() }),
        DemoScene(id: "transitions", title: "Transitions in depth",
                  summary: "Card sheets, dismissal veto, pull to dismiss, custom pop and tab fades.",
                  make: { _ in TransitionsSceneViewController() }),
        DemoScene(id: "composer", title: "Composer",
                  summary: "A composer slides up over a darkened, blurred backdrop and slides away again.",
                  make: { _ in UINavigationController(rootViewController: TimelineViewController()) }),
        DemoScene(id: "animation-lab", title: "Animation lab",
                  summary: "Each timing curve, a spring, a keyframe flip, and a property animator to scrub and reverse.",
                  make: { _ in AnimationLabViewController() }),
    ]

    public static func scene(id: String) -> DemoScene? { all.first { $0.id == id } }

    /// The name of the gallery itself where a scene is chosen (`segue demo --scene gallery`,
    /// `segue record gallery`): a clip can start there and tap into a scene.
    public static let galleryID = "gallery"

    /// What can be opened, in the order the help lists them: the gallery, then every built scene.
    /// The command line offers exactly these.
    public static var openableIDs: [String] { [galleryID] + all.filter { $0.make != nil }.map(\.id) }

    /// The scenes listed in the gallery whose button is still disabled.
    public static var unbuiltIDs: [String] { all.filter { $0.make == nil }.map(\.id) }
}

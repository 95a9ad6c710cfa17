import UIKit

/// How the demo starts: the command line's choices (`segue demo --scene`, `segue bench --views`),
/// handed to the app delegate before it finishes launching. One value per launch, so two demo
/// applications in one process never see each other's choices.
public struct DemoLaunchOptions: Sendable {
    /// The scene to open at launch instead of the gallery; nil (or `SceneCatalog.galleryID`) opens
    /// the gallery.
    public var initialSceneID: String?
    /// Load views for the panel scene's parent (`PanelSceneViewController(extraViews:)`); 0 leaves
    /// the scene as designed.
    public var panelExtraViews: Int

    public init(initialSceneID: String? = nil, panelExtraViews: Int = 0) {
        self.initialSceneID = initialSceneID
        self.panelExtraViews = panelExtraViews
    }
}

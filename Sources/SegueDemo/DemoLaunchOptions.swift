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
    /// The window's style (`segue demo --appearance`); `.unspecified` follows the screen (light).
    public var appearance: UIUserInterfaceStyle
    /// A controller to show at the window's root instead of the gallery or a scene (a prototype's
    /// `root`, for `segue record FILE.swift`); nil leaves the choice to `initialSceneID`.
    public var rootController: (@MainActor @Sendable () -> UIViewController)?

    public init(initialSceneID: String? = nil, panelExtraViews: Int = 0, appearance: UIUserInterfaceStyle = .unspecified) {
        self.initialSceneID = initialSceneID
        self.panelExtraViews = panelExtraViews
        self.appearance = appearance
    }

    /// The names `--appearance` takes.
    public nonisolated static let appearanceNames = ["light", "dark"]

    /// The style named on the command line: "light" or "dark" (any case); anything else is refused
    /// with what to write instead.
    public static func appearance(named name: String) throws(AppearanceNameError) -> UIUserInterfaceStyle {
        switch name.lowercased() {
        case "light": return .light
        case "dark": return .dark
        default: throw AppearanceNameError(name: name)
        }
    }
}

/// An `--appearance` value that names no style.
nonisolated public struct AppearanceNameError: Error, CustomStringConvertible, Sendable {
    public let name: String
    public var description: String {
        "--appearance \"\(name)\" is not an appearance; choose one of: \(DemoLaunchOptions.appearanceNames.joined(separator: ", "))"
    }
}

import UIKitTesting

/// Where things are in scene 003 at 600×500 (opened by `start()` as a `SceneStage`, settled on the Home
/// tab's journal). In the window: the journal's navigation bar (0…44; the demo shows no
/// bar of its own over a scene with bars) with "Add" at its right end (x 551…581), the buttons
/// "Open entry", "Open entry (default)", "New entry" and "Detent sheet" 280 wide, centred, at y 156…206,
/// 218…268, 280…330 and 342…392, the mini player across the window above the tab bar (391…451, over the content) and the
/// tab bar (451…500) with Home, Detail and Settings centred at x 100, 300 and 500.
enum TransitionsStage {
    static let groupedBackground = RGB(242, 242, 247)
    static let white = RGB(255, 255, 255)
    static let openEntry: (Int32, Int32) = (300, 181)
    static let openDefaultEntry: (Int32, Int32) = (300, 243)
    static let newEntry: (Int32, Int32) = (300, 305)
    static let detentSheet: (Int32, Int32) = (300, 367)
    static let homeTab: (Int32, Int32) = (100, 475)
    static let detailTab: (Int32, Int32) = (300, 475)
    static let add: (Int32, Int32) = (566, 22)
    /// A point of the mini player clear of its artwork, text and play button.
    static let miniPlayer: (Int32, Int32) = (200, 420)
    /// A point of the content well below any text, beside the buttons and above the mini player:
    /// grouped grey on the roots, white on an entry.
    static let probe: (Int32, Int32) = (60, 370)

    static func start() throws -> SceneStage {
        try SceneStage.start(scene: "transitions", probe: probe, settledOn: groupedBackground)
    }
}

import UIKitTesting

/// Where things are in scene 002 at 600×500 (opened by `start()` as a `SceneStage`, settled on the Cat
/// card). In the window: the scene's navigation bar (0…44), the Cat card (130…470 ×
/// 64…384, its centre at 300, 224) over the grouped grey, "Slow flip" and "Open in a stack" under
/// the page dots. The reveal fills the window with its colour; the left-edge probe tells them apart.
enum PetCardsStage {
    static let groupedBackground = RGB(242, 242, 247)
    static let catReveal = RGB(253, 215, 168)
    static let catCard: (Int32, Int32) = (300, 224)
    /// A point left of the card: grouped grey on the cards, the pet's colour on its reveal.
    static let probe: (Int32, Int32) = (20, 250)

    static func start() throws -> SceneStage {
        try SceneStage.start(scene: "pet-cards", probe: probe, settledOn: groupedBackground)
    }
}

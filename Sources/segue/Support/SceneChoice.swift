import ArgumentParser
import SegueDemo

/// The scene named on the command line (`segue demo --scene`, `segue record SCENE`, `segue play
/// SCENE`): one list, from the demo's catalog, for every command's help and errors. The gallery
/// itself is a choice, and the default; scenes the gallery lists but that are not built yet are named
/// as such, never offered.
nonisolated enum SceneChoice {
    /// What every command starts without a scene: the gallery.
    static let defaultID = SceneCatalog.galleryID

    /// The choices, for help texts: "gallery, panel, animation-lab; not built yet: …".
    static var help: String {
        let unbuilt = SceneCatalog.unbuiltIDs
        return SceneCatalog.openableIDs.joined(separator: ", ")
            + (unbuilt.isEmpty ? "" : "; not built yet: " + unbuilt.joined(separator: ", "))
    }

    static func validate(_ id: String) throws {
        let openable = SceneCatalog.openableIDs
        guard !openable.contains(id) else { return }
        let list = openable.joined(separator: ", ")
        if SceneCatalog.unbuiltIDs.contains(id) {
            throw ValidationError("scene \"\(id)\" is not built yet; choose one of: \(list)")
        }
        throw ValidationError("no scene \"\(id)\"; choose one of: \(list)")
    }
}

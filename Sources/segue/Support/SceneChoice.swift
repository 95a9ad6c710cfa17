import ArgumentParser
import SegueDemo

/// Checks a scene named on the command line the way `segue demo --scene` does: it must exist in the
/// catalog and be built.
nonisolated enum SceneChoice {
    /// The scenes that can be opened, for help texts.
    static var builtIDs: String {
        SceneCatalog.all.filter { $0.make != nil }.map(\.id).joined(separator: ", ")
    }

    static func validate(_ id: String) throws {
        guard let found = SceneCatalog.scene(id: id) else {
            throw ValidationError("no scene \"\(id)\"; scenes: \(builtIDs)")
        }
        guard found.make != nil else {
            throw ValidationError("scene \"\(id)\" is not built yet")
        }
    }
}

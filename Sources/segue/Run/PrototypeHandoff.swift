import Foundation
import SegueDemo
#if SEGUE_PROTOTYPE
@testable import Prototype
#endif

/// How `segue record FILE.swift` and `segue play FILE.swift` reach a prototype's `root`: this
/// command's own code is compiled a second time, into the prototype's package with
/// `SEGUE_PROTOTYPE` defined and the prototype as a module, and `segue` hands the command line over
/// to that binary, which runs the same recording or playback with `root` as its scene. The built-in
/// scenes never take this path.
nonisolated enum PrototypeHandoff {
    /// Whether this binary is the one built with a prototype.
    static var isPrototypeBinary: Bool {
        #if SEGUE_PROTOTYPE
        true
        #else
        false
        #endif
    }

    /// Whether the command line's scene names a prototype: a `.swift` file, or a folder that is not
    /// also the name of a built-in scene.
    static func names(_ scene: String) -> Bool {
        if scene.hasSuffix(".swift") { return true }
        if SceneCatalog.openableIDs.contains(scene) { return false }
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: scene, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// For a prototype, in `segue` itself: builds the prototype with this command's code and runs the
    /// same command line there (it does not return). Otherwise does nothing.
    static func handOffIfNeeded(_ scene: String) throws {
        guard names(scene), !isPrototypeBinary else { return }
        let executable: URL
        do {
            executable = try PrototypeBuild.build(scene, product: PrototypePackage.toolsProduct)
        } catch let error as PrototypeError {
            throw Diagnostic.failure(error.description, status: 1)
        }
        try PrototypeBuild.exec(executable, Array(CommandLine.arguments.dropFirst()))
    }

    /// The demo's launch for `scene`: in the prototype's binary, with the prototype's `root` at the
    /// window's root.
    @MainActor static func launchOptions(_ scene: String) -> DemoLaunchOptions {
        var options = DemoLaunchOptions(initialSceneID: scene)
        #if SEGUE_PROTOTYPE
        options.rootController = { root }
        #endif
        return options
    }
}

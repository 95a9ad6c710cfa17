import Foundation

/// This checkout as a user's clone would be, in a folder whose name is not "Segue" (SwiftPM names a
/// path dependency after its folder, so a manifest that says `package: "Segue"` must not rely on
/// it) and has a space in it (so must every path the build passes on), for the tests that build apps
/// against Segue the way the README says.
///
/// It is kept between runs under the build folder (`.build/end-to-end/My Transitions`) and brought
/// up to date file by file: a file whose bytes have not changed is left alone, so the apps' builds
/// (which keep their own `.build` inside the copy) recompile only what changed since the last run
/// — a minute or more of two cores the first time, seconds after.
enum CheckoutCopy {
    /// This checkout: four folders above this file.
    static let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Where the copy and the apps made from it live: beside the tests' own build products.
    static var workspace: URL {
        DemoProcess.binary.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("end-to-end")
    }

    /// The copy's folder; its name is nothing like "Segue".
    static var root: URL { workspace.appendingPathComponent("My Transitions") }

    /// What a clone does not have, or what builds make: never copied, and never removed from the copy.
    static func isSkipped(_ name: String) -> Bool {
        name.hasPrefix(".build") || name == ".git" || name == ".swiftpm" || name == "Package.resolved"
    }

    /// Brings the copy up to date with this checkout and returns its folder.
    static func prepare() throws -> URL {
        try mirror(source, to: root)
        return root
    }

    private static func mirror(_ from: URL, to: URL) throws {
        let files = FileManager.default
        try files.createDirectory(at: to, withIntermediateDirectories: true)
        let wanted = try files.contentsOfDirectory(atPath: from.path).filter { !isSkipped($0) }
        for stale in try files.contentsOfDirectory(atPath: to.path) where !isSkipped(stale) && !wanted.contains(stale) {
            try files.removeItem(at: to.appendingPathComponent(stale))
        }
        for name in wanted {
            let source = from.appendingPathComponent(name), target = to.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            _ = files.fileExists(atPath: source.path, isDirectory: &isDirectory)
            var targetIsDirectory: ObjCBool = false
            let targetExists = files.fileExists(atPath: target.path, isDirectory: &targetIsDirectory)
            if targetExists && targetIsDirectory.boolValue != isDirectory.boolValue {
                try files.removeItem(at: target)
            }
            if isDirectory.boolValue {
                try mirror(source, to: target)
            } else {
                let bytes = try Data(contentsOf: source)
                if (try? Data(contentsOf: target)) == bytes { continue }
                try bytes.write(to: target)
                let mode = try files.attributesOfItem(atPath: source.path)[.posixPermissions]
                if let mode { try files.setAttributes([.posixPermissions: mode], ofItemAtPath: target.path) }
            }
        }
    }
}

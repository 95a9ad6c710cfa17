import Foundation

/// A Segue checkout on this machine: the folder with Segue's Package.swift, which a new app's
/// Package.swift names by its absolute, real path (symbolic links resolved), so the app builds
/// wherever it is put.
nonisolated struct SegueCheckout {
    /// The checkout's folder, absolute, symbolic links resolved.
    let url: URL

    /// The checkout at `path` (relative to the current directory), or nil when it is not one.
    init?(path: String) {
        let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        guard let real = realpath(absolute.path, nil) else { return nil }
        defer { free(real) }
        let url = URL(fileURLWithPath: String(cString: real))
        guard Self.isCheckout(url) else { return nil }
        self.url = url
    }

    /// Whether `folder` holds Segue: a Package.swift naming the package "Segue", and the sources of
    /// the two products an app uses.
    static func isCheckout(_ folder: URL) -> Bool {
        guard let manifest = try? String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8),
              manifest.contains("name: \"Segue\"") else { return false }
        var isDirectory: ObjCBool = false
        return ["Sources/UIKit", "Sources/X11Platform"].allSatisfy {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
    }

    /// The checkout this binary was built in: the nearest folder above the running executable that
    /// is a checkout (`.build/release/segue`, `swift run segue`), else the one its sources were
    /// compiled from, if it is still there (a binary copied to /usr/local/bin).
    static func ofThisBinary() -> SegueCheckout? {
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            var folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
            while folder.path != "/" {
                if let found = SegueCheckout(path: folder.path) { return found }
                folder.deleteLastPathComponent()
            }
        }
        // Sources/segue/New/SegueCheckout.swift, four folders below the checkout.
        var sources = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { sources.deleteLastPathComponent() }
        return SegueCheckout(path: sources.path)
    }

    /// The names an app must not take: Segue's own modules (one folder each under Sources/ and Tests/),
    /// in lower case.
    var moduleNames: Set<String> {
        var names: Set<String> = []
        for folder in ["Sources", "Tests"] {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: url.appendingPathComponent(folder).path)) ?? []
            names.formUnion(entries.map { $0.lowercased() })
        }
        return names
    }
}

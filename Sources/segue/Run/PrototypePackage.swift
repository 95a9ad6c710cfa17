import Foundation

/// The SwiftPM package `segue run` builds a prototype in, kept in a cache outside the user's folder
/// (`$XDG_CACHE_HOME/segue/run/<hash of the folder>/`, default `~/.cache`): a library target whose
/// `path:` is the user's folder (so the compiler's messages carry the user's own paths) and an
/// executable whose generated `main.swift` shows the library's `root`.
///
/// Every prototype builds in one shared scratch folder (`segue/run/build`), so Segue's modules are
/// compiled once, by the first prototype, and every later one only compiles its own files.
nonisolated struct PrototypePackage {
    let source: PrototypeSource
    let checkout: SegueCheckout

    /// `$XDG_CACHE_HOME/segue/run`, or `~/.cache/segue/run`.
    static var cacheRoot: URL {
        let environment = ProcessInfo.processInfo.environment
        let base: URL
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            base = URL(fileURLWithPath: cache)
        } else {
            base = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        }
        return base.appendingPathComponent("segue/run")
    }

    /// The package's folder, named after the prototype's absolute path (FNV-1a, 64 bits, in hex).
    var folder: URL {
        let named = source.folder.path + (source.files.count == 1 ? "/" + source.files[0] : "")
        return Self.cacheRoot.appendingPathComponent(Self.hash(named))
    }

    /// `text`'s FNV-1a hash, 64 bits, in hex: a short folder name for a path.
    static func hash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    /// The scratch folder every prototype shares.
    static var scratch: URL { cacheRoot.appendingPathComponent("build") }

    /// The app `segue run` starts: `root` in a window.
    static let appProduct = "SeguePrototype"
    /// `segue`'s own commands with `root` as the scene, for `segue record` and `segue play`.
    static let toolsProduct = "SeguePrototypeTools"

    /// Writes the manifest and the main file, only where they changed (so an unchanged package is
    /// not replanned).
    func write() throws {
        let app = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try update(folder.appendingPathComponent("Package.swift"), with: manifest)
        try update(app.appendingPathComponent("main.swift"), with: Self.main)
        // SwiftPM takes only a target path inside the package: a link to the user's folder, which
        // SwiftPM resolves, so the compiler is given (and names) the user's own paths.
        try link("Prototype", to: source.folder)
        try link("Segue", to: checkout.url.appendingPathComponent("Sources/segue"))
    }

    private func link(_ name: String, to destination: URL) throws {
        let link = folder.appendingPathComponent(name)
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == destination.path { return }
        try? FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: destination.path)
    }

    private func update(_ url: URL, with text: String) throws {
        if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
        try Data(text.utf8).write(to: url, options: .atomic)
    }

    private static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    var manifest: String {
        let sources = source.files.map(Self.literal).joined(separator: ", ")
        let excluded = source.otherFiles.map(Self.literal).joined(separator: ", ")
        return """
        // swift-tools-version:6.2
        // Written by `segue run` for \(source.folder.path); it is rewritten on every run.
        import PackageDescription

        let package = Package(
            name: "SeguePrototype",
            dependencies: [
                .package(name: "Segue", path: \(Self.literal(checkout.url.path))),
                .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
            ],
            targets: [
                .target(name: "Prototype", dependencies: [
                    .product(name: "UIKit", package: "Segue"),
                    .product(name: "X11Platform", package: "Segue"),
                ], path: "Prototype", exclude: [\(excluded)],
                sources: [\(sources)],
                swiftSettings: [.defaultIsolation(MainActor.self), .unsafeFlags(["-enable-testing"])]),
                .executableTarget(name: "SeguePrototype", dependencies: [
                    "Prototype",
                    .product(name: "UIKit", package: "Segue"),
                    .product(name: "X11Platform", package: "Segue"),
                ], path: "App", swiftSettings: [.defaultIsolation(MainActor.self)]),
                // `segue`'s own commands (its sources, linked) with the prototype as a module.
                .executableTarget(name: "SeguePrototypeTools", dependencies: [
                    "Prototype",
                    .product(name: "UIKit", package: "Segue"),
                    .product(name: "X11Platform", package: "Segue"),
                    .product(name: "SegueDemo", package: "Segue"),
                    .product(name: "SegueTools", package: "Segue"),
                    .product(name: "SegueFiles", package: "Segue"),
                    .product(name: "ArgumentParser", package: "swift-argument-parser"),
                ], path: "Segue", swiftSettings: [.defaultIsolation(MainActor.self), .define("SEGUE_PROTOTYPE")]),
            ]
        )

        """
    }

    /// The app: reads `--size WxH` and `--title`, and shows the prototype's `root` in a window.
    static let main = """
        // Written by `segue run`: shows the prototype's `root` in a window.
        @testable import Prototype
        import UIKit
        import X11Platform

        final class PrototypeDelegate: UIApplicationDelegate {
            var window: UIWindow?

            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let shown: UIViewController = root
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = shown
                window?.makeKeyAndVisible()
                return true
            }
        }

        func option(_ name: String) -> String? {
            let arguments = CommandLine.arguments
            guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
            return arguments[index + 1]
        }

        var size = CGSize(width: 900, height: 640)
        if let text = option("--size") {
            let parts = text.split(separator: "x").compactMap { Double($0) }
            if parts.count == 2 { size = CGSize(width: parts[0], height: parts[1]) }
        }
        UIApplicationMain(PrototypeDelegate.self, title: option("--title") ?? "Segue prototype", size: size)

        """
}

import Foundation

/// A SwiftPM package `segue run` is given — a folder holding a Package.swift, such as
/// Examples/HelloSegue or an app `segue new` wrote — whose executable is an app of its own (its
/// `main.swift` calls `UIApplicationMain`). It is built as it is, never as a prototype: nothing is
/// written into it but what `swift build` itself writes there (Package.resolved).
nonisolated struct AppPackage {
    /// The folder as the user named it, made absolute: what `--package-path` is given, so the
    /// compiler names the user's files by the user's own paths.
    let folder: URL
    /// The folder with symbolic links resolved: what names its scratch folder.
    let realFolder: URL

    /// The package at `path`, or nil when `path` is no folder with a Package.swift (a prototype's
    /// file or folder, or nothing at all: `PrototypeSource` says what is wrong with it).
    init?(path: String) {
        let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            .standardizedFileURL
        guard Self.isPackage(absolute), let real = realpath(absolute.path, nil) else { return nil }
        defer { free(real) }
        folder = absolute
        realFolder = URL(fileURLWithPath: String(cString: real))
    }

    /// Whether `folder` is a folder holding a Package.swift.
    static func isPackage(_ folder: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) && isDirectory.boolValue
            && FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
    }

    /// Where the package is built, outside its folder. A package on the Segue checkout the
    /// prototypes build against shares their scratch folder (`segue/run/build`), so Segue's modules,
    /// compiled once there, are not compiled again for it; a package on another checkout gets a
    /// scratch folder of its own (`segue/run/packages/<hash of its folder>`), so the two checkouts'
    /// modules, which have the same names, never replace each other's.
    func scratch(dependencies: [URL], checkout: SegueCheckout?) -> URL {
        let real = dependencies.compactMap { url -> String? in
            guard let resolved = realpath(url.path, nil) else { return nil }
            defer { free(resolved) }
            return String(cString: resolved)
        }
        if let checkout, real.contains(checkout.url.path) { return PrototypePackage.scratch }
        return PrototypePackage.cacheRoot.appendingPathComponent("packages/" + PrototypePackage.hash(realFolder.path))
    }

    /// The executable products `manifest` (what `swift package dump-package` prints) declares, in
    /// its order: its `.executable` products, then each executable target no such product builds
    /// (SwiftPM makes each of those a product of the target's name).
    static func executables(inManifest manifest: [String: Any]) -> [String] {
        let products = manifest["products"] as? [[String: Any]] ?? []
        let executableProducts = products.filter { ($0["type"] as? [String: Any])?.keys.contains("executable") == true }
        let built = Set(executableProducts.flatMap { $0["targets"] as? [String] ?? [] })
        let targets = (manifest["targets"] as? [[String: Any]] ?? [])
            .filter { $0["type"] as? String == "executable" }
            .compactMap { $0["name"] as? String }
            .filter { !built.contains($0) }
        return executableProducts.compactMap { $0["name"] as? String } + targets
    }

    /// The folders of the package's path dependencies in `manifest` (what `swift package
    /// dump-package` prints), made absolute against the package's folder.
    func pathDependencies(inManifest manifest: [String: Any]) -> [URL] {
        let dependencies = manifest["dependencies"] as? [[String: Any]] ?? []
        return dependencies.flatMap { $0["fileSystem"] as? [[String: Any]] ?? [] }
            .compactMap { $0["path"] as? String }
            .map { URL(fileURLWithPath: $0, relativeTo: realFolder).standardizedFileURL }
    }

    /// The product to build: `asked`, or the only executable; an error naming them otherwise.
    func product(_ asked: String?, among executables: [String], shown path: String) throws -> String {
        if let asked {
            guard executables.contains(asked) else {
                throw PrototypeError(executables.isEmpty
                    ? "\(path) has no executable product, so none named \(asked); segue run starts a package's app (an .executableTarget that calls UIApplicationMain)"
                    : "\(path) has no executable product named \(asked); give --product one of: \(executables.joined(separator: ", "))")
            }
            return asked
        }
        switch executables.count {
        case 0:
            throw PrototypeError("\(path) has no executable product; segue run starts a package's app (an .executableTarget that calls UIApplicationMain)")
        case 1:
            return executables[0]
        default:
            throw PrototypeError("\(path) has several executable products (\(executables.joined(separator: ", "))); choose one with --product NAME")
        }
    }
}

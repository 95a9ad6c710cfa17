import Foundation

/// What `segue run` does before the app starts: tells what it was given apart — a folder holding a
/// Package.swift is a package (`PackageBuild`), never a folder prototype; anything else is a
/// prototype's file or folder (`PrototypeBuild`) — builds it, and says how to start the result.
/// It starts nothing, so it can be called again to rebuild what it built.
nonisolated struct RunBuild {
    /// The file or folder, as the user gave it.
    let path: String
    /// `--product`: which of a package's executables to build; nil when it has only one.
    var product: String?
    /// `--size`; nil keeps the app's own size (a prototype's is 900x640).
    var size: WindowSize?
    /// `--trace`.
    var trace = false
    /// `--device`: the emulated iPhone's name, given to the app as `SEGUE_DEVICE` (which also sets
    /// its window's size when no `--size` is given).
    var device: String?

    /// Builds the app; throws the build's failure, in one line for `segue: ` (the compiler's own
    /// lines have gone to standard error before it).
    func build() throws -> AppLaunch {
        var environment: [String: String] = [:]
        // UIKit reads it as the app starts.
        if trace { environment["SEGUE_TRACE"] = "transitions" }
        if let device { environment["SEGUE_DEVICE"] = device }
        if let package = AppPackage(path: path) {
            let executable = try PackageBuild.build(package, product: product, shown: shownPath)
            // The package's own main.swift sets its size; UIApplicationMain lets this win.
            if let size { environment["SEGUE_WINDOW_SIZE"] = size.description }
            return AppLaunch(executable: executable, arguments: [], environment: environment)
        }
        if let product {
            throw PrototypeError("--product \(product) names one of a package's executables, but \(shownPath) is a prototype (no Package.swift), which is one app; leave --product out")
        }
        let executable = try PrototypeBuild.build(path, product: PrototypePackage.appProduct)
        // Also over a SEGUE_WINDOW_SIZE this process inherited, which UIApplicationMain would prefer.
        if let size { environment["SEGUE_WINDOW_SIZE"] = size.description }
        let shown = size ?? WindowSize(width: 900, height: 640)
        return AppLaunch(executable: executable,
                         arguments: ["--size", shown.description, "--title", URL(fileURLWithPath: path).lastPathComponent],
                         environment: environment)
    }

    /// `path` without the trailing slashes a shell's completion adds.
    var shownPath: String {
        var shown = path
        while shown.count > 1 && shown.hasSuffix("/") { shown.removeLast() }
        return shown
    }
}

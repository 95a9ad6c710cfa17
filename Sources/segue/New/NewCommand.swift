import ArgumentParser
import Foundation
import SegueFiles

/// `segue new NAME`: writes an app package to start from (`AppTemplate`) that depends on this Segue
/// checkout, ready for `swift run` and `segue run`.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Write a new app package that presents a view controller with a custom, interactive transition.",
        discussion: """
            The app is a Swift package: Package.swift, which depends on a Segue checkout by its absolute \
            path; Sources/NAME/RootViewController.swift, the transition, ending with a global \
            `let root = RootViewController()`; and Sources/NAME/main.swift, which shows `root` in a window. \
            Build and run it with `cd NAME && swift run`, or with `segue run NAME`, or run the one file \
            with `segue run NAME/Sources/NAME/RootViewController.swift`. The checkout \
            is the one this segue binary was built in (found from the running binary, so \
            .build/release/segue and `swift run segue` both work, or from where it was compiled for a \
            copy installed elsewhere); --segue names another.
            """)

    @Argument(help: "The app's name: ASCII letters, digits and _, starting with a letter. It names the package, the executable and the window.")
    var name: String

    @Option(help: "The folder to write the app into; it must not exist or be empty. (default: ./NAME)")
    var at: String?

    @Option(help: "The Segue checkout the app depends on. (default: the checkout this segue binary was built in)")
    var segue: String?

    /// A bad name is a usage error, checked against Segue's module names when the checkout is found
    /// (`run` says so when it is not).
    nonisolated func validate() throws {
        let checkout = segue.map { SegueCheckout(path: $0) } ?? SegueCheckout.ofThisBinary()
        if let problem = AppName.problem(with: name, taken: checkout?.moduleNames ?? []) { throw ValidationError(problem) }
    }

    nonisolated func run() throws {
        let checkout = try findCheckout()
        let folder = URL(fileURLWithPath: at ?? name, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            .standardizedFileURL
        try checkFree(folder)
        let template = AppTemplate(name: name, seguePath: checkout.url.path)
        do {
            try write(template, to: folder)
        } catch {
            throw Diagnostic.failure("\(error)", status: 1)
        }
        var shown = at ?? name
        while shown.count > 1 && shown.hasSuffix("/") { shown.removeLast() }
        print("""
            segue: wrote the app \(name) in \(shown)/ (\(template.fileList)), on the Segue checkout \
            at \(checkout.url.path)
            Build and run it:
              cd \(Self.shellWord(shown)) && swift run
            or let segue build it outside the folder, the whole app or its root view controller's file alone:
              segue run \(Self.shellWord(shown))
              segue run \(Self.shellWord("\(shown)/Sources/\(name)/\(AppTemplate.rootFileName)"))
            """)
    }

    /// `--segue`, or the checkout of this binary.
    private func findCheckout() throws -> SegueCheckout {
        if let segue {
            guard let found = SegueCheckout(path: segue) else {
                throw Diagnostic.failure("--segue \(segue) is not a Segue checkout (a folder with Segue's Package.swift "
                                         + "and Sources/UIKit); give the folder you cloned Segue into", status: 1)
            }
            return found
        }
        guard let found = SegueCheckout.ofThisBinary() else {
            throw Diagnostic.failure("cannot tell which Segue checkout this segue binary comes from; give it with "
                                     + "--segue PATH (the folder you cloned Segue into)", status: 1)
        }
        return found
    }

    /// Refuses a folder that holds anything, or a file in the way: `segue new` never overwrites.
    private func checkFree(_ folder: URL) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            throw Diagnostic.failure("\(folder.path) is a file; give --at a folder that does not exist yet or is empty",
                                     status: 1)
        }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        guard entries.isEmpty else {
            throw Diagnostic.failure("\(folder.path) is not empty; give --at a folder that does not exist yet or is empty "
                                     + "(segue new never overwrites files)", status: 1)
        }
    }

    /// Writes the app's files into a hidden folder beside `folder` and renames it into place when
    /// all are written: an app appears whole or not at all.
    private func write(_ template: AppTemplate, to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
        let app = AtomicFile(path: folder.path)
        try app.createDirectory()
        do {
            for file in template.files {
                let url = URL(fileURLWithPath: app.temporaryPath).appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try AtomicFile.write(Data(file.text.utf8), to: url.path)
            }
        } catch {
            app.discard()
            throw error
        }
        try app.commit()
    }

    /// `path` as one word for a shell, quoted when it needs to be.
    static func shellWord(_ path: String) -> String {
        let plain = path.unicodeScalars.allSatisfy { $0.properties.isAlphabetic && $0.isASCII || "0123456789/._-".unicodeScalars.contains($0) }
        return plain ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

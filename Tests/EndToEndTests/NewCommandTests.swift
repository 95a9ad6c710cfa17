import Foundation
import Testing

/// `segue new` writes an app on the checkout the binary was built in, and refuses — in one line that
/// says what to do, writing nothing — a folder that holds anything, a name that cannot name a Swift
/// module, and a `--segue` that is not a checkout. (`NewAppTests` builds and runs what it writes.)
@Suite struct NewCommandTests {
    /// This checkout, as `segue new` names it: symbolic links resolved.
    static var checkout: String {
        let path = CheckoutCopy.source.path
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    @Test func writesAnAppThatDependsOnTheCheckoutTheBinaryWasBuiltIn() throws {
        // Precondition: an empty scratch folder.
        let workspace = try RecordingWorkspace()
        let folder = workspace.path("apps/Swipes")

        // Action: no --segue.
        let run = try SegueRun.run(["new", "Swipes", "--at", folder])

        // Assertion: the package names this checkout by its real path under the name "Segue", the app
        // is named after NAME, and the way to run it is printed.
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let manifest = try String(contentsOfFile: folder + "/Package.swift", encoding: .utf8)
        #expect(manifest.contains(".package(name: \"Segue\", path: \"\(Self.checkout)\")"), "\(manifest)")
        #expect(manifest.contains(".executableTarget(name: \"Swipes\""), "\(manifest)")
        #expect(manifest.contains("swiftSettings: [.defaultIsolation(MainActor.self)]"), "\(manifest)")
        // main.swift only shows `root`, which the transition's file declares last, as `segue run` wants it.
        let main = try String(contentsOfFile: folder + "/Sources/Swipes/main.swift", encoding: .utf8)
        #expect(main.contains("window?.rootViewController = root\n"), "\(main)")
        #expect(main.contains("UIApplicationMain(AppDelegate.self, title: \"Swipes\")"))
        #expect(!main.contains("class RootViewController"), "\(main)")
        let rootFile = try String(contentsOfFile: folder + "/Sources/Swipes/RootViewController.swift", encoding: .utf8)
        #expect(rootFile.contains("final class RootViewController: UIViewController"))
        #expect(rootFile.hasSuffix("\nlet root = RootViewController()\n"), "\(rootFile.suffix(200))")
        #expect(!rootFile.contains("UIApplicationMain"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/Sources/Swipes").sorted()
                == ["RootViewController.swift", "main.swift"])
        #expect(run.stdout.hasSuffix("""
            Build and run it:
              cd \(folder) && swift run
            or let segue build it outside the folder, the whole app or its root view controller's file alone:
              segue run \(folder)
              segue run \(folder)/Sources/Swipes/RootViewController.swift

            """), "stdout: \(run.stdout)")
        #expect(try workspace.entries() == ["apps"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path("apps")) == ["Swipes"])
    }

    @Test func refusesAFolderThatHoldsAnythingAndLeavesItAlone() throws {
        // Precondition: the folder holds one file.
        let workspace = try RecordingWorkspace()
        let folder = workspace.path("Busy")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "mine".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)

        // Action
        let run = try SegueRun.run(["new", "Busy", "--at", folder])

        // Assertion: status 1, one line, the file untouched and nothing added.
        #expect(run.status == 1)
        #expect(run.stderr == "segue: \(folder) is not empty; give --at a folder that does not exist yet or is empty "
                + "(segue new never overwrites files)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["notes.txt"])
        #expect(try String(contentsOfFile: folder + "/notes.txt", encoding: .utf8) == "mine")
        #expect(try workspace.entries() == ["Busy"])
    }

    @Test func refusesANameThatCannotNameASwiftModule() throws {
        // Precondition: a name with a hyphen, one with a space, a keyword.
        let workspace = try RecordingWorkspace()

        // Action
        let hyphen = try SegueRun.run(["new", "my-app", "--at", workspace.path("a")])
        let keyword = try SegueRun.run(["new", "struct", "--at", workspace.path("b")])

        // Assertion: a usage error (64) that says what a name may hold, and nothing written.
        #expect(hyphen.status == 64)
        #expect(hyphen.stderr.hasPrefix("segue: \"my-app\" cannot name an app: use up to 64 ASCII letters, digits and _, "
                                        + "starting with a letter, like MyTransitions (it names the package, its executable "
                                        + "and module, and the window)\nUsage: segue new"), "stderr: \(hyphen.stderr)")
        #expect(keyword.status == 64)
        #expect(keyword.stderr.hasPrefix("segue: \"struct\" cannot name an app: it is a Swift keyword; choose another name, "
                                         + "like MyTransitions\n"), "stderr: \(keyword.stderr)")
        #expect(try workspace.entries() == [])
    }

    @Test func refusesTheNameOfAModuleTheAppBuildsWith() throws {
        // Precondition: UIKit is Segue's; Foundation the toolchain's.
        let workspace = try RecordingWorkspace()

        // Action
        let segues = try SegueRun.run(["new", "UIKit", "--at", workspace.path("a")])
        let toolchains = try SegueRun.run(["new", "Foundation", "--at", workspace.path("b")])

        // Assertion: usage errors, as for any bad name.
        #expect(segues.status == 64)
        #expect(segues.stderr.hasPrefix("segue: \"UIKit\" cannot name an app: a module the app builds with has that name; "
                                        + "choose another, like MyTransitions\nUsage: segue new"), "stderr: \(segues.stderr)")
        #expect(toolchains.status == 64)
        #expect(toolchains.stderr.hasPrefix("segue: \"Foundation\" cannot name an app: a module"), "stderr: \(toolchains.stderr)")
        #expect(try workspace.entries() == [])
    }

    @Test func refusesASegueOptionThatIsNotACheckout() throws {
        // Precondition: a folder with no Package.swift.
        let workspace = try RecordingWorkspace()

        // Action
        let run = try SegueRun.run(["new", "Swipes", "--at", workspace.path("Swipes"), "--segue", workspace.url.path])

        // Assertion
        #expect(run.status == 1)
        #expect(run.stderr == "segue: --segue \(workspace.url.path) is not a Segue checkout (a folder with Segue's "
                + "Package.swift and Sources/UIKit); give the folder you cloned Segue into\n")
        #expect(try workspace.entries() == [])
    }
}

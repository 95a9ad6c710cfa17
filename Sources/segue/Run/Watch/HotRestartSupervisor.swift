import Foundation
import SegueTools
import X11Platform

/// `segue run --watch`: builds the prototype, runs it, and on every save builds it again and swaps
/// the running app for the new build — a hot restart. The new build opens its window where the old
/// one's is, with its size, and catches up on everything the user did in the old one (its input
/// so far, replayed as a script; `HotRestartClient` is the app's side), so the user lands where they
/// were. Only once the new build has caught up and drawn does the old one close: the window never
/// goes blank.
///
/// A build that fails leaves the old build running with the compiler's errors shown over it (and
/// printed); so does a new build that stops before it has caught up. Closing the window ends
/// `segue run`.
nonisolated struct HotRestartSupervisor {
    /// What to build on every save: a prototype or a package.
    let build: RunBuild

    /// Seconds a new build may take to catch up before it is given up.
    static let catchUpTimeout: TimeInterval = 120
    /// Quiet time after a change before building: editors save in several writes.
    static let settleTime: TimeInterval = 0.15

    func run() throws -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        Interruption.install()
        let watcher = try Self.watcher(for: build.path)
        let session = try Self.sessionFolder()
        defer { try? FileManager.default.removeItem(at: session) }
        var generation = 0
        var current = swap(nil, generation: &generation, session: session)
        say("watching \(build.shownPath) for changes; each save reloads the app where you left it (Ctrl+C stops)")
        while Interruption.caughtSignal == nil {
            if let app = current, !app.isRunning {
                // The user closed the window (or the app stopped on its own): so does segue run.
                return app.exitStatus
            }
            guard watcher.waitForChange(timeout: 0.25) else { continue }
            while watcher.waitForChange(timeout: Self.settleTime) {}
            current = swap(current, generation: &generation, session: session)
        }
        current?.quit()
        return 130
    }

    /// Builds, and when the build compiles starts it and lets `old` go once it is ready; returns the
    /// app that runs afterwards.
    private func swap(_ old: WatchedApp?, generation: inout Int, session: URL) -> WatchedApp? {
        old?.send(.building)
        let launch: AppLaunch
        do {
            launch = try build.build()
        } catch let error as PrototypeError {
            report(error.compilerOutput ?? error.description + "\n", to: old)
            say(error.description + (old == nil ? "; fix it and save to build again" : "; the last build goes on running — fix it and save to reload"))
            return old
        } catch {
            say("\(error)")
            return old
        }
        // The window was closed while the compiler ran: segue run ends with it, nothing to swap.
        if let old, !old.isRunning { return old }
        generation += 1
        let folder = HotRestartFolder(session.appendingPathComponent(String(generation)))
        do {
            try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
            if let old { try handOver(from: old, to: folder) }
        } catch {
            say("cannot prepare the reload in \(folder.url.path): \(error.localizedDescription)")
            return old
        }
        let app: WatchedApp
        do {
            app = try WatchedApp(launch: launch, folder: folder)
        } catch {
            say("\(error)")
            return old
        }
        guard app.wait(for: folder.ready, timeout: Self.catchUpTimeout) else {
            let message = app.isRunning ? "the new build did not catch up within \(Int(Self.catchUpTimeout)) s"
                : "the new build stopped (status \(app.exitStatus)) before it had caught up"
            if app.isRunning { app.quit() }
            report(message + "\n", to: old)
            say(message + (old == nil ? "; fix it and save to try again" : "; the last build goes on running"))
            return old
        }
        old?.quit()
        if old != nil { say("reloaded (build \(generation))") }
        return app
    }

    /// What a save of `path` looks like: for a package, a Swift file or the manifest anywhere in its
    /// folder; for a folder prototype, a Swift file in it; for one file, that file.
    private static func watcher(for path: String) throws -> SourceWatcher {
        if let package = AppPackage(path: path) {
            return try SourceWatcher(root: package.folder, recursive: true) { $0.hasSuffix(".swift") }
        }
        let source = try PrototypeSource(path: path)
        if FileManager.default.isDirectory(path) {
            return try SourceWatcher(root: source.folder, recursive: true) { $0.hasSuffix(".swift") }
        }
        let name = source.files[0]
        return try SourceWatcher(root: source.folder, recursive: false) { $0 == name }
    }

    /// Gives the new build's folder where the old window is and what the user did in it.
    private func handOver(from old: WatchedApp, to folder: HotRestartFolder) throws {
        try? FileManager.default.removeItem(at: old.folder.geometry)
        old.send(.geometry)
        if old.wait(for: old.folder.geometry, timeout: 2) {
            try FileManager.default.copyItem(at: old.folder.geometry, to: folder.window)
        }
        if FileManager.default.fileExists(atPath: old.folder.history.path) {
            try FileManager.default.copyItem(at: old.folder.history, to: folder.replay)
        }
    }

    /// Shows a failed build's output over the running app.
    private func report(_ text: String, to app: WatchedApp?) {
        guard let app else { return }
        do {
            try Data(text.utf8).write(to: app.folder.errors, options: .atomic)
            app.send(.failed)
        } catch {
            say("cannot show the errors in the window: \(error.localizedDescription)")
        }
    }

    /// This run's folder of builds, `segue/run/watch/<pid>` in the cache; folders of runs whose
    /// process is gone are removed.
    private static func sessionFolder() throws -> URL {
        let watch = PrototypePackage.cacheRoot.appendingPathComponent("watch")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: watch.path)) ?? [] {
            if let pid = Int32(name), kill(pid, 0) != 0, errno == ESRCH {
                try? FileManager.default.removeItem(at: watch.appendingPathComponent(name))
            }
        }
        let folder = watch.appendingPathComponent(String(getpid()))
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw PrototypeError("cannot create \(folder.path) for --watch: \(error.localizedDescription)")
        }
        return folder
    }

    private func say(_ line: String) {
        FileHandle.standardError.write(Data("segue: \(line)\n".utf8))
    }
}

extension FileManager {
    nonisolated func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

import Foundation
import SegueTools

/// One build of a prototype running under `segue run --watch`: its process, started with its hot
/// restart folder in the environment, and the pipe to its standard input that carries segue's
/// commands (`HotRestartFolder.Command`). Its output goes to the terminal as it comes.
nonisolated final class WatchedApp {
    let folder: HotRestartFolder
    private let process = Process()
    private let control: Int32

    init(launch: AppLaunch, folder: HotRestartFolder) throws {
        self.folder = folder
        let executable = launch.executable
        process.executableURL = executable
        process.arguments = launch.arguments
        var environment = ProcessInfo.processInfo.environment.merging(launch.environment) { $1 }
        environment[HotRestartFolder.environmentKey] = folder.url.path
        process.environment = environment
        let input = Pipe()
        process.standardInput = input
        do {
            try process.run()
        } catch {
            throw PrototypeError("cannot start the built prototype \(executable.path): \(error.localizedDescription)")
        }
        try? input.fileHandleForReading.close()
        control = dup(input.fileHandleForWriting.fileDescriptor)
        try? input.fileHandleForWriting.close()
    }

    deinit { close(control) }

    var isRunning: Bool { process.isRunning }

    /// The exit status once it has stopped (128 + the signal when one ended it).
    var exitStatus: Int32 {
        process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    }

    /// Sends `command`; one the app can no longer read (it has stopped) is dropped.
    func send(_ command: HotRestartFolder.Command) {
        let bytes = Array((command.rawValue + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(control, $0.baseAddress, $0.count) }
    }

    /// Waits up to `timeout` seconds for `file` to exist, while the app runs; true when it does.
    func wait(for file: URL, timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if FileManager.default.fileExists(atPath: file.path) { return true }
            if !process.isRunning { return FileManager.default.fileExists(atPath: file.path) }
            usleep(20_000)
        }
        return false
    }

    /// Asks the app to quit and waits for it; ends it after `timeout` seconds if it has not.
    func quit(timeout: TimeInterval = 3) {
        send(.quit)
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }
}

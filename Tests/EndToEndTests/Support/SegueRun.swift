import Foundation

/// One run of the built `segue` binary to its end: what it printed and how it exited. For commands
/// that finish on their own (`record`, `play`, `demo --screenshot`); a run that outlives `timeout`
/// is killed and reported, so a test never hangs on it.
struct SegueRun {
    var status: Int32
    var stdout: String
    var stderr: String

    struct TimedOut: Error, CustomStringConvertible {
        let arguments: [String]
        let stderr: String
        var description: String { "segue \(arguments.joined(separator: " ")) did not finish; stderr: \(stderr)" }
    }

    /// Runs `segue arguments` with the test's environment changed by `edit` (a recording on the
    /// test's X server unless the environment says otherwise).
    static func run(_ arguments: [String], timeout: TimeInterval = 60, binary: URL = DemoProcess.binary,
                    environment edit: (inout [String: String]) -> Void = { _ in }) throws -> SegueRun {
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw DemoProcess.Failure(description: "\(binary.path) is missing: run `swift build` first")
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        edit(&environment)
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let outData = Collected(out), errData = Collected(err)
        try process.run()
        try? out.fileHandleForWriting.close()
        try? err.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw TimedOut(arguments: arguments, stderr: errData.text)
        }
        process.waitUntilExit()
        return SegueRun(status: process.terminationStatus, stdout: outData.text, stderr: errData.text)
    }

    /// A pipe read to its end on a thread of its own, so a chatty child never blocks on it.
    private final class Collected {
        private let data = SharedBytes()
        private let done = DispatchSemaphore(value: 0)

        init(_ pipe: Pipe) {
            let handle = pipe.fileHandleForReading
            let data = data, done = done
            Thread.detachNewThread {
                let all = handle.readDataToEndOfFile()
                data.withLock { $0 = all }
                done.signal()
            }
        }

        var text: String {
            done.wait()
            done.signal()
            return data.withLock { String(decoding: $0, as: UTF8.self) }
        }
    }
}

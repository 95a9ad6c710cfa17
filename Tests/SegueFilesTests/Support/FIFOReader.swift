import Foundation

/// Reads a FIFO to its end in another process (`cat`, given ten seconds), so that a test can
/// write into the FIFO: opening one for writing waits until it has a reader.
struct FIFOReader {
    private let process = Process()
    private let output = Pipe()

    init(path: String) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["10", "cat", path]
        process.standardOutput = output
        try process.run()
    }

    /// Everything written into the FIFO, once the writer has closed it.
    func wait() -> String {
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

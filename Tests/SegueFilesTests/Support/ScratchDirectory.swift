import Foundation

/// A fresh directory under the system's temporary directory for one test, removed with `defer`
/// (not in a deinit, which could run before the test's last use of a path inside it).
struct ScratchDirectory {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "segue-files-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// `name` inside the directory.
    func file(_ name: String) -> String { path + "/" + name }

    /// What the directory holds, hidden names included, sorted: a leftover temporary shows here.
    func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    func contents(of name: String) -> String? {
        FileManager.default.contents(atPath: file(name)).map { String(decoding: $0, as: UTF8.self) }
    }

    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: file(name)))
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

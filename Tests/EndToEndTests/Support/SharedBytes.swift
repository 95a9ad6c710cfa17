import Foundation
import Synchronization

/// Bytes a reader thread appends to while a test reads them: a child process's output pipe.
final class SharedBytes: Sendable {
    private let bytes = Mutex(Data())

    func withLock<T>(_ body: (inout Data) -> T) -> T {
        bytes.withLock { body(&$0) }
    }
}

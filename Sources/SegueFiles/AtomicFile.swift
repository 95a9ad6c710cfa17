#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// A file that appears whole or not at all: written under a hidden temporary name beside its target,
/// `fsync`ed, renamed over the target, and the directory `fsync`ed.
///
/// Why: what Segue writes — screenshots, recordings and their sidecars, input scripts, benchmark
/// reports — is read by people and by other programs (a test comparing frames, a video player, CI).
/// Written in place, a crash, a full disk or Ctrl-C midway would leave half a file where a good one
/// was. Here a reader sees the old file or the whole new one: the temporary is on the target's file
/// system, so `rename(2)` replaces the target in one step; the data is synced before the rename and
/// the directory after it, so a power cut cannot leave the new name on missing data. On any failure
/// before the rename the temporary is removed and the old target is untouched.
///
/// The temporary is `.NAME.segue-PID.tmp` in the target's directory (`temporaryPath`): hidden, and
/// carrying the process id, so two processes never share one and `StaleTemporaries` can remove what
/// a killed process left. One process writes a given target from one place at a time; whatever is
/// already at its temporary name is a leftover and is overwritten.
///
/// What the target is decides what happens to it:
/// - nothing, or a regular file: replaced by the new file (with the default permissions, 0666 less
///   the umask);
/// - a symbolic link: the link itself is replaced by the new file, and the file it pointed to is
///   left as it was — `rename(2)` acts on names. Name the link's destination to replace that instead;
/// - a device, pipe or socket (`/dev/stdout`, `--record-input >(tee …)`): written in place, since
///   it cannot be replaced and must not be (nothing is renamed, nothing is synced);
/// - a directory: refused ("it is a directory"), unless the temporary is a directory too
///   (`createDirectory()`): then the new directory replaces the old one as a whole, by exchanging
///   the two in one step, and the old one is removed.
///
/// The ways to fill it, and who uses which:
/// ```swift
/// try AtomicFile.write(json, to: "report.json")      // bytes in memory: segue bench --json, scripts
/// try AtomicFile.write(to: "shot.png") { file in     // a writer on the descriptor: PNGCodec
///     try encode(bitmap, to: file.descriptor)        // may throw: the old file stays
/// }
/// let video = AtomicFile(path: "clip.mp4")           // by path, by another process: FFmpegSink
/// try startFFmpeg(writingTo: video.temporaryPath)
/// try video.commit()                                  // or video.discard()
/// let script = AtomicFile(path: "in.txt")            // a file that grows after it takes the name:
/// try script.create()                                 // InputScriptFile
/// try script.write(header)
/// try script.commit(keepingOpen: true)                // later writes append to in.txt itself
/// ```
public final class AtomicFile {
    /// The target, as the caller named it.
    public let path: String
    /// Where the new content is written until `commit`: `.NAME.segue-PID.tmp` beside `path`.
    public let temporaryPath: String
    /// The descriptor `create()` opened, for writing; -1 before, and after `close()`. After
    /// `commit(keepingOpen: true)` it writes to the target itself.
    public private(set) var descriptor: Int32 = -1
    /// Whether `commit` has put the new content in place.
    public private(set) var isCommitted = false
    /// The target is a device or pipe, opened directly by `create()`.
    var writesInPlace = false
    /// `temporaryPath` is a directory this object made.
    var madeDirectory = false

    /// Names the target and its temporary; creates nothing. Fill `temporaryPath` yourself (another
    /// process, a library that takes a path), or call `create()` or `createDirectory()`.
    public init(path: String) {
        self.path = path
        temporaryPath = Self.temporaryPath(for: path)
    }

    deinit {
        if isCommitted { close() } else { discard() }
    }

    /// Creates the temporary, empty and open for writing as `descriptor`. A device or pipe target is
    /// opened instead. Throws `FileWriteError` naming the directory when it is missing or read-only.
    public func create() throws(FileWriteError) {
        precondition(descriptor < 0 && !madeDirectory && !isCommitted, "\(path): AtomicFile.create called twice")
        let inPlace = Self.isStream(path)
        let fd = inPlace ? openFile(path, O_WRONLY | O_CLOEXEC, 0)
                         : openFile(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw FileWriteError(path: path, step: .create, code: errno) }
        descriptor = fd
        writesInPlace = inPlace
    }

    /// Creates the temporary as an empty directory, for a target that is a directory of files.
    /// A leftover of the same name (a dead process with this PID) is removed first.
    public func createDirectory() throws(FileWriteError) {
        precondition(descriptor < 0 && !madeDirectory && !isCommitted, "\(path): AtomicFile.createDirectory called twice")
        var code: Int32 = mkdir(temporaryPath, 0o777) == 0 ? 0 : errno
        if code == EEXIST {
            try? FileManager.default.removeItem(atPath: temporaryPath)
            code = mkdir(temporaryPath, 0o777) == 0 ? 0 : errno
        }
        guard code == 0 else { throw FileWriteError(path: path, step: .create, code: code) }
        madeDirectory = true
    }

    /// Writes all of `bytes` at the descriptor's position, retrying what a signal interrupted.
    public func write(_ bytes: some ContiguousBytes) throws(FileWriteError) {
        precondition(descriptor >= 0, "\(path): AtomicFile.write without an open descriptor")
        let fd = descriptor
        let code: Int32 = bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = writeBytes(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += n
            }
            return 0
        }
        guard code == 0 else { throw FileWriteError(path: path, step: .write, code: code) }
    }

    /// Puts the new content in place: syncs the temporary, renames it over the target, syncs the
    /// directory. Any failure before the rename removes the temporary, leaves the target as it was,
    /// and throws `FileWriteError`. `keepingOpen`: the descriptor stays open and now writes to the
    /// target, for a file that goes on growing in place (an input script as it is recorded).
    public func commit(keepingOpen: Bool = false) throws(FileWriteError) {
        precondition(!isCommitted, "\(path): AtomicFile.commit called twice")
        do throws(FileWriteError) {
            try syncTemporary()
            if !keepingOpen, descriptor >= 0 {
                let fd = descriptor
                descriptor = -1
                // A network file system may report a failed write only here.
                guard closeFile(fd) == 0 else { throw FileWriteError(path: path, step: .write, code: errno) }
            }
            if !writesInPlace { try replaceTarget() }
        } catch {
            discard()
            throw error
        }
        isCommitted = true
        if !writesInPlace { try syncDirectory() }
    }

    /// Removes the temporary and closes the descriptor: the target stays as it was. Does nothing
    /// after `commit`; may be called more than once.
    public func discard() {
        guard !isCommitted else { return }
        close()
        if writesInPlace { return }
        if madeDirectory {
            try? FileManager.default.removeItem(atPath: temporaryPath)
        } else {
            unlink(temporaryPath)
        }
    }

    /// Closes the descriptor, if open; a file committed with `keepingOpen` takes no more writes.
    public func close() {
        guard descriptor >= 0 else { return }
        _ = closeFile(descriptor)
        descriptor = -1
    }

    /// `fsync` of the new content; a device or pipe has nothing to sync (`fsync` says `EINVAL`).
    private func syncTemporary() throws(FileWriteError) {
        if writesInPlace { return }
        if descriptor >= 0 {
            guard fsync(descriptor) == 0 else { throw FileWriteError(path: path, step: .sync, code: errno) }
            return
        }
        // Filled by path, or a directory: opened only to be synced.
        let fd = openFile(temporaryPath, O_RDONLY | O_CLOEXEC, 0)
        guard fd >= 0 else { throw FileWriteError(path: path, step: .sync, code: errno) }
        defer { _ = closeFile(fd) }
        guard fsync(fd) == 0 else { throw FileWriteError(path: path, step: .sync, code: errno) }
    }
}

// The C calls under names that `AtomicFile`'s own `write` and `close` do not hide.
func openFile(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }
func writeBytes(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { write(fd, bytes, count) }
func closeFile(_ fd: Int32) -> Int32 { close(fd) }

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What went wrong with a file, in words a user acts on, from the `errno` of the call that failed:
/// "no space left on the disk", not `Error Domain=NSCocoaErrorDomain Code=640`. Segue reads and
/// writes its files with POSIX calls so that the reason is always known; Foundation's file errors do
/// not say it on Linux. Script reading and every `AtomicFile` error use these words.
public enum FileProblem {
    public static func words(for code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file or directory"
        case EACCES, EPERM: return "permission denied"
        case EISDIR: return "it is a directory"
        case ENOTDIR: return "a part of the path is not a directory"
        case ENOSPC: return "no space left on the disk"
        case EDQUOT: return "the disk quota is used up"
        case EROFS: return "the file system is read-only"
        case EFBIG: return "the file would be larger than the system allows"
        case EIO: return "an input/output error (a failing disk or a lost network share?)"
        case ENAMETOOLONG: return "the name is too long"
        case ELOOP: return "too many symbolic links"
        case EMFILE, ENFILE: return "too many files are open"
        default:
            // The C library's own words, lowercased to read as the rest of the sentence.
            let text = String(cString: strerror(code))
            return text.prefix(1).lowercased() + text.dropFirst()
        }
    }
}

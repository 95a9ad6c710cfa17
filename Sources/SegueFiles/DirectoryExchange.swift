#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Swaps two paths in one step with Linux's `renameat2(…, RENAME_EXCHANGE)`.
///
/// Why: `rename(2)` cannot put a directory over a directory that holds files (`ENOTEMPTY`), so a
/// finished frames directory could only replace an old one in two renames, with a moment between
/// them when neither is there. Exchanging the two is one step: the new directory takes the name and
/// the old one the temporary's, to be removed afterwards.
///
/// Why `dlsym`: Swift's Glibc module leaves out the GNU-only declarations (`renameat2` needs
/// `_GNU_SOURCE`), and a C target just for one declaration would be more to build than this lookup.
/// glibc has had the function since 2.28; an older one, or a file system that cannot exchange
/// (`EINVAL`), makes `AtomicFile` fall back to the two renames.
enum DirectoryExchange {
    /// `renameat2`'s C signature: directory descriptors and paths, then the flags.
    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32) -> Int32

    /// Linux's `RENAME_EXCHANGE` (`<linux/fs.h>`), not imported for the same reason.
    private static let exchangeFlag: UInt32 = 1 << 1

    /// Exchanges `first` and `second`, which must both exist. Returns 0, or the `errno`: `ENOSYS`
    /// when the C library has no `renameat2`, `EINVAL` when the file system cannot exchange.
    static func exchange(_ first: String, _ second: String) -> Int32 {
        // A null handle is glibc's RTLD_DEFAULT: the function wherever the process has it.
        guard let symbol = dlsym(nil, "renameat2") else { return ENOSYS }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        return renameat2(AT_FDCWD, first, AT_FDCWD, second, exchangeFlag) == 0 ? 0 : errno
    }
}

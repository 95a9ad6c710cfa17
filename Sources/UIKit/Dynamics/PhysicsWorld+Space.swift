import CChipmunk
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Making the Chipmunk space without Chipmunk's banner.
///
/// Debian's Chipmunk is built in debug mode: the first space a process makes prints "Initializing
/// cpSpace - Chipmunk v7.0.3 (Debug Enabled)" and a hint to compile with NDEBUG to standard output.
/// Standard output belongs to the user (`segue bench --json`, a script's pipe), so the first space
/// is made with standard output pointed at /dev/null; Chipmunk prints the banner once per process,
/// so later spaces are made as they are.
extension PhysicsWorld {
    private static var bannerSilenced = false

    static func makeSpace() -> OpaquePointer {
        guard !bannerSilenced else { return cpSpaceNew()! }
        bannerSilenced = true
        fflush(nil)
        let saved = dup(STDOUT_FILENO), null = open("/dev/null", O_WRONLY)
        let redirected = saved >= 0 && null >= 0 && dup2(null, STDOUT_FILENO) >= 0
        let space = cpSpaceNew()!
        fflush(nil)
        if redirected { dup2(saved, STDOUT_FILENO) }
        if saved >= 0 { close(saved) }
        if null >= 0 { close(null) }
        return space
    }
}

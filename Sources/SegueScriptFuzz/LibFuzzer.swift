#if SEGUE_LIBFUZZER
import Foundation

/// libFuzzer's driver, from `libclang_rt.fuzzer_no_main` (linked by `scripts/fuzz`).
///
/// Why not `-sanitize=fuzzer` alone: it links libFuzzer's own `main`, and SwiftPM links every
/// executable target with `main` pointing at the target's entry point, so the two collide. Instead
/// the code is instrumented with the frontend's `-sanitize=fuzzer` (coverage only), libFuzzer comes
/// without its `main`, and this target's `main` hands control to it.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

enum LibFuzzer {
    /// Runs libFuzzer with the process's arguments; returns its exit status.
    static func run() -> Int32 {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        // libFuzzer calls back on the thread that called it, the main thread: the main actor's.
        return LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            MainActor.assumeIsolated {
                ScriptFuzzHarness.run(UnsafeRawBufferPointer(start: data, count: size))
            }
            return 0
        }
    }
}
#endif

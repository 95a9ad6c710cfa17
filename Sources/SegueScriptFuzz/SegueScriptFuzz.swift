import Foundation

/// `SegueScriptFuzz`: the input-script parser and player under a fuzzer.
///
/// Built by `scripts/fuzz` with coverage instrumentation and `-DSEGUE_LIBFUZZER`, it is a libFuzzer
/// binary: its arguments are libFuzzer's (corpus directories, `-max_total_time=60`, …), and a crash or
/// a broken promise of `ScriptFuzzHarness` ends it with the input saved as `crash-…`.
///
/// Built plainly (`swift build`), it replays files instead: every file named, and every file in every
/// directory named, goes through the same checks, so a crash found by the fuzzer can be run again
/// under a debugger with Swift's backtrace: `.build/debug/SegueScriptFuzz crash-1a2b…`.
@main
struct SegueScriptFuzz {
    static func main() {
        #if SEGUE_LIBFUZZER
        exit(LibFuzzer.run())
        #else
        exit(replay(Array(CommandLine.arguments.dropFirst())))
        #endif
    }

    /// Runs every file under `paths` through the harness; 0 when all keep its promises.
    static func replay(_ paths: [String]) -> Int32 {
        guard !paths.isEmpty else {
            FileHandle.standardError.write(Data("usage: SegueScriptFuzz FILE-OR-DIRECTORY…\n".utf8))
            return 2
        }
        var count = 0
        var failed = 0
        for file in paths.flatMap(files(under:)) {
            guard let data = FileManager.default.contents(atPath: file) else {
                FileHandle.standardError.write(Data("SegueScriptFuzz: cannot read \(file)\n".utf8))
                failed += 1
                continue
            }
            count += 1
            let found = ScriptFuzzHarness.problems(in: String(decoding: data, as: UTF8.self))
            if !found.isEmpty {
                failed += 1
                print("\(file): " + found.joined(separator: "; "))
            }
        }
        print("SegueScriptFuzz: \(count) inputs, \(failed) failed")
        return failed == 0 ? 0 : 1
    }

    /// `path` itself, or the regular files in it (sorted, not recursively) when it is a directory.
    private static func files(under path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return [path]
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().map { path + "/" + $0 }.filter {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
    }
}

import Foundation

/// Where one application's warnings and invariant violations go (`SegueDiagnostics` is the static
/// face of the current application's sinks). Standard error by default; tests replace them.
@MainActor
public final class DiagnosticsSinks {
    /// Warnings about API misuse: prints `segue: warning: <message>`.
    public var report: (String) -> Void = { message in
        FileHandle.standardError.write(Data(("segue: warning: " + message + "\n").utf8))
    }

    /// Broken transition rules: prints `segue: invariant violated: <message>`.
    public var reportViolation: (String) -> Void = { message in
        FileHandle.standardError.write(Data(("segue: invariant violated: " + message + "\n").utf8))
    }

    /// Images that could not be loaded: prints `segue: <message>`.
    public var reportImageFailure: (String) -> Void = { message in
        FileHandle.standardError.write(Data(("segue: " + message + "\n").utf8))
    }

    nonisolated init() {}
}

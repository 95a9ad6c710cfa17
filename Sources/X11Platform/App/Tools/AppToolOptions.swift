import Foundation
import UIKit

/// Which prototyping tools an app started by `UIApplicationMain` gets, read from its environment
/// and launch arguments, so any app has them without a line of code:
///
/// | setting | does |
/// |---|---|
/// | `SEGUE_TOOLS=0` | no tool keys (S, P, ., H, R, D); anything else, or unset, keeps them |
/// | `SEGUE_TRACE=1` or `--trace` | every transition callback printed to standard error |
/// | `SEGUE_RECORD_INPUT=FILE` or `--record-input FILE` | the real mouse and keyboard written to FILE as an input script |
/// | `SEGUE_WINDOW_SIZE=WIDTHxHEIGHT` | the window's size in pixels, over the app's own `size:` |
/// | `SEGUE_DEVICE=iphone-15` | the window stands in for that iPhone: its size (unless `SEGUE_WINDOW_SIZE` is set), safe area, status bar and home indicator |
///
/// Launch arguments win over the environment. Arguments the tools do not know are left to the app.
public struct AppToolOptions: Equatable, Sendable {
    /// Whether the tool keys are installed.
    public var keys: Bool
    /// Whether transition callbacks are printed (`TransitionTrace.printsToStandardError`).
    public var trace: Bool
    /// Where the input script goes; nil records none.
    public var recordInputPath: String?
    /// The window's size when the environment asks for one (`segue run --size` on a package sets
    /// it, as the app's own code cannot know what was asked for); nil keeps the app's.
    public var windowSize: CGSize?
    /// The iPhone the window stands in for (`SEGUE_DEVICE`); nil for a plain desktop window.
    public var device: EmulatedDevice?

    public init(keys: Bool = true, trace: Bool = false, recordInputPath: String? = nil, windowSize: CGSize? = nil,
                device: EmulatedDevice? = nil) {
        self.keys = keys
        self.trace = trace
        self.recordInputPath = recordInputPath
        self.windowSize = windowSize
        self.device = device
    }

    /// The options `environment` and `arguments` (the process's, first the executable) ask for;
    /// throws when `--record-input` has no file after it.
    public init(environment: [String: String], arguments: [String]) throws(AppToolOptionsError) {
        self.init()
        keys = environment["SEGUE_TOOLS"]?.trimmingCharacters(in: .whitespaces) != "0"
        let traceValue = environment["SEGUE_TRACE"] ?? ""
        trace = traceValue.split(separator: ",").contains { $0 == "1" || $0 == "transitions" || $0 == "all" }
        if let path = environment["SEGUE_RECORD_INPUT"], !path.isEmpty { recordInputPath = path }
        if let size = environment["SEGUE_WINDOW_SIZE"], !size.isEmpty { windowSize = try Self.windowSize(size) }
        if let name = environment["SEGUE_DEVICE"], !name.isEmpty {
            do {
                device = try EmulatedDevice.named(name)
            } catch {
                throw AppToolOptionsError(reason: "SEGUE_DEVICE=\(name): \(error.description); or leave SEGUE_DEVICE unset for a plain window")
            }
        }
        var rest = arguments.dropFirst()[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--trace":
                trace = true
            case "--record-input":
                guard let path = rest.popFirst(), !path.isEmpty, !path.hasPrefix("--") else {
                    throw AppToolOptionsError(reason: "--record-input needs a file to write the input script to, as in `--record-input input.txt`")
                }
                recordInputPath = path
            default:
                if argument.hasPrefix("--record-input=") {
                    let path = String(argument.dropFirst("--record-input=".count))
                    guard !path.isEmpty else {
                        throw AppToolOptionsError(reason: "--record-input= needs a file to write the input script to, as in `--record-input=input.txt`")
                    }
                    recordInputPath = path
                }
            }
        }
    }

    /// The largest window side accepted, as `segue`'s own `--size`.
    public static let largestWindowSide = 8192

    /// `SEGUE_WINDOW_SIZE`'s value as a size: two whole numbers of pixels, from 1 to
    /// `largestWindowSide`, joined by `x`.
    static func windowSize(_ text: String) throws(AppToolOptionsError) -> CGSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (1...largestWindowSide).contains(width), (1...largestWindowSide).contains(height) else {
            throw AppToolOptionsError(reason: "SEGUE_WINDOW_SIZE=\(text) is not a window size; give WIDTHxHEIGHT in pixels "
                                      + "from 1x1 to \(largestWindowSide)x\(largestWindowSide), as in SEGUE_WINDOW_SIZE=390x844")
        }
        return CGSize(width: width, height: height)
    }
}

/// Launch arguments (or a window size) for the tools that cannot be followed.
public struct AppToolOptionsError: Error, CustomStringConvertible, Sendable {
    public let reason: String
    public var description: String { reason }
}

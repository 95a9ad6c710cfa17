import Foundation

/// The sidecar of a frame-exact recording (`clip.mp4.json`, `frames/recording.json`), from `segue
/// record` or an app's `--record`: what made the clip, so it can be made again or told apart from
/// another. Keys are sorted and nothing in it depends on the time of day or the machine, so two
/// identical recordings have identical sidecars.
///
/// ```json
/// { "fps" : 60, "frameCount" : 95, "scene" : "panel",
///   "script" : { "path" : "panel.txt", "sourceHash" : "3f1c9a0d2b7e4f65" }, … }
/// ```
public struct RecordingManifest: Codable, Equatable, Sendable {
    public struct Script: Codable, Equatable, Sendable {
        /// As given on the command line.
        public var path: String
        /// `InputScript.sourceHash` of the text that was played.
        public var sourceHash: String

        public init(path: String, sourceHash: String) {
            self.path = path
            self.sourceHash = sourceHash
        }
    }

    public struct Size: Codable, Equatable, Sendable {
        public var width: Int
        public var height: Int

        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
    }

    /// The settings as given (nil: not given, the default applied).
    public struct Parameters: Codable, Equatable, Sendable {
        public var out: String
        public var fps: Int
        public var size: String
        public var slowMotion: Double
        public var duration: Double?
        public var ownServer: Bool

        public init(out: String, fps: Int, size: String, slowMotion: Double, duration: Double?, ownServer: Bool) {
            self.out = out
            self.fps = fps
            self.size = size
            self.slowMotion = slowMotion
            self.duration = duration
            self.ownServer = ownServer
        }
    }

    public var segueVersion: String
    /// The built-in scene or prototype `segue record` filmed, or the app's executable name.
    public var scene: String
    public var script: Script
    /// `mp4`, `gif` or `png-frames`.
    public var format: String
    /// The rate the frames were made at: the rate asked for, but at most 50 for a GIF
    /// (`RecordingOutput.fastestGIFRate`); `parameters.fps` keeps what was asked.
    public var fps: Int
    public var size: Size
    /// Animations ran this many times slower than real time; input was not slowed.
    public var slowMotion: Double
    public var frameCount: Int
    /// `frameCount / fps`: the clip's length in seconds.
    public var duration: Double
    public var parameters: Parameters
    /// The arguments after the executable (`segue`, the app), exactly as typed.
    public var arguments: [String]

    public init(segueVersion: String, scene: String, script: Script, format: String, fps: Int, size: Size,
                slowMotion: Double, frameCount: Int, duration: Double, parameters: Parameters, arguments: [String]) {
        self.segueVersion = segueVersion
        self.scene = scene
        self.script = script
        self.format = format
        self.fps = fps
        self.size = size
        self.slowMotion = slowMotion
        self.frameCount = frameCount
        self.duration = duration
        self.parameters = parameters
        self.arguments = arguments
    }

    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }
}

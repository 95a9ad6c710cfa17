import Foundation

/// The sidecar of a recording (`clip.mp4.json`, `frames/recording.json`): what made the clip, so it
/// can be made again or told apart from another. Keys are sorted and nothing in it depends on the
/// time of day or the machine, so two identical recordings have identical sidecars.
///
/// ```json
/// { "fps" : 60, "frameCount" : 95, "scene" : "panel",
///   "script" : { "path" : "panel.txt", "sourceHash" : "3f1c9a0d2b7e4f65" }, … }
/// ```
struct RecordingManifest: Codable, Equatable {
    struct Script: Codable, Equatable {
        /// As given on the command line.
        var path: String
        /// `InputScript.sourceHash` of the text that was played.
        var sourceHash: String
    }

    struct Size: Codable, Equatable {
        var width: Int
        var height: Int
    }

    /// The command's options as given (nil: not given, the default applied).
    struct Parameters: Codable, Equatable {
        var out: String
        var fps: Int
        var size: String
        var slowMotion: Double
        var duration: Double?
        var ownServer: Bool
    }

    var segueVersion: String
    var scene: String
    var script: Script
    /// `mp4`, `gif` or `png-frames`.
    var format: String
    /// The rate the frames were made at: `--fps`, but at most 50 for a GIF
    /// (`RecordingOutput.fastestGIFRate`); `parameters.fps` keeps what was asked.
    var fps: Int
    var size: Size
    /// Animations ran this many times slower than real time; input was not slowed.
    var slowMotion: Double
    var frameCount: Int
    /// `frameCount / fps`: the clip's length in seconds.
    var duration: Double
    var parameters: Parameters
    /// The arguments after `segue`, exactly as typed.
    var arguments: [String]

    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }
}

// Where a recording's frames go: PNG files or an ffmpeg encoder, behind one small protocol.

import Foundation
import UIKit

/// Receives a recording's frames in order and makes the result appear all at once.
///
/// Contract: everything is written under a temporary name next to the destination; `finish` puts
/// the recording and its sidecar in place by `rename`, so a reader never sees half a recording and a
/// failure or Ctrl-C leaves nothing behind. After `finish` or `discard` the sink takes no more frames.
/// `discard` may be called at any time, more than once, and after `finish` (then it does nothing).
///
/// ```swift
/// let sink = try RecordingOutput(path: "clip.mp4").makeSink(width: 400, height: 300, fps: 60)
/// do {
///     for frame in frames { try sink.append(frame) }
///     try sink.finish(sidecar: manifestJSON)
/// } catch {
///     sink.discard()
/// }
/// ```
public protocol FrameSink: AnyObject {
    /// The output the sink completes.
    var output: RecordingOutput { get }
    /// Frames taken so far.
    var frameCount: Int { get }
    /// Adds the next frame; every frame must have the size the sink was made for.
    func append(_ frame: Bitmap) throws
    /// Completes the recording, writes `sidecar` to `output.sidecarPath`, and renames both into place.
    func finish(sidecar: Data) throws
    /// Stops and removes everything written so far.
    func discard()
}

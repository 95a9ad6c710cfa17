import Foundation

/// Everything one running application owns that UIKit's static API reaches: the animation engine and
/// its clock (slow motion and pause included), the layer tree's change count, the transitions in
/// flight, the first responder, the trace and invariant-checker sinks, the warning sink, and what the
/// platform supplies (text measuring, image decoding).
///
/// Why one object: UIKit's API is static in many places (`UIView.animate`, `CACurrentMediaTime()`,
/// `UIView.setAnimationsEnabled`), so that state needs one owner that is not a process-wide variable.
/// A `UIApplication` makes its context when it is created; static entry points reach it through
/// `ApplicationContext.current`, which is the shared application's. Before any application exists
/// (unit tests of bare views and layers), a context owned by no application stands in, so such code
/// behaves as it does inside an application with nothing running.
///
/// Layers are not main-actor types (as on iOS), so the part of the context they touch lives in a
/// `LayerTreeContext` that each view's layer holds and that sublayers adopt when they join a tree.
@MainActor
public final class ApplicationContext {
    /// The context of `UIApplication.shared`, or the stand-in before any application exists.
    public static var current: ApplicationContext { UIApplication.shared?.context ?? unattached }

    /// The stand-in for code that runs before any application exists; never ticked by a run loop.
    private static let unattached = ApplicationContext(textMeasurer: FixedTextMeasurer(), imageDecoder: nil)

    /// What layers report into: changes (the render invalidation count), added animations, the
    /// animation blocks collecting changes, the media time.
    public let layerTree: LayerTreeContext
    /// The animation clock and per-frame housekeeping.
    public let engine: AnimationEngine
    /// The transition trace's subscribers and recent lines.
    public let trace: TransitionTraceLog
    /// The invariant checker's switch, findings and watched transitions.
    public let checker: TransitionCheckerState
    /// Where warnings and violations go.
    public let diagnostics: DiagnosticsSinks

    /// Measures text with the fonts the platform draws with.
    public var textMeasurer: TextMeasuring
    /// Shares text with other applications (`UIPasteboard`); kept in process without a platform.
    public var pasteboard: PlatformPasteboard = InProcessPasteboard()
    /// Decodes image files into pixels; nil without a platform that can.
    let imageDecoder: (@MainActor (String) throws -> Bitmap)?
    /// Rasterizes drawings into pixels (`UIGraphicsImageRenderer`); nil without a platform that can.
    var drawingRasterizer: (@MainActor (Drawing) -> Bitmap?)?
    /// Encodes pixels as PNG data (`UIImage.pngData()`); nil without a platform that can.
    var pngEncoder: (@MainActor (Bitmap) -> Data?)?
    /// The contexts `UIGraphicsGetCurrentContext()` answers with, innermost last: one is pushed for
    /// each `draw(_:)`, `draw(in:)` and `UIGraphicsImageRenderer` block while it runs.
    var graphicsContexts: [CGContext] = []
    /// Where `UIImage(named:)` looks (see `UIImage.searchDirectories`).
    public var imageSearchDirectories: [String] = UIImage.defaultSearchDirectories()

    /// Present and dismiss transitions that have started and not yet finished, oldest first.
    var transitionsInFlight: [ViewControllerTransition] = []
    /// The responder that receives key presses first.
    weak var firstResponder: UIResponder?
    /// `UIView.setAnimationsEnabled(_:)`.
    var animationsEnabled = true
    /// `UIAccessibility.isReduceMotionEnabled`: from `SEGUE_REDUCE_MOTION` until code assigns it.
    var isReduceMotionEnabled = UIAccessibility.reduceMotionFromEnvironment()
    /// The Auto Layout engine every view of this application's windows is solved in.
    lazy var layoutEngine = LayoutEngine()
    /// Some controller was given `additionalSafeAreaInsets`: from then on every view's safe area is
    /// computed (before, on a desktop window, all are zero without asking).
    var additionalSafeAreaInsetsWereSet = false
    /// The last interactive release a percent-driven transition decided (tools show it).
    var lastRelease: TransitionRelease?
    /// The dynamic animators moving items now (the checker and the transition watchdog ask).
    let runningDynamics = RunningDynamicAnimators()

    /// A context with its own engine, layer tree, transitions and first responder. The diagnostics —
    /// trace, checker and warning sinks — are handed over from `predecessor` when there is one: a
    /// tool or test that set them up (`segue demo --trace`, the monkey's checker, a test collecting
    /// violations) before creating the application keeps them.
    init(textMeasurer: TextMeasuring, imageDecoder: (@MainActor (String) throws -> Bitmap)?,
         predecessor: ApplicationContext? = nil) {
        trace = predecessor?.trace ?? TransitionTraceLog()
        checker = predecessor?.checker ?? TransitionCheckerState()
        diagnostics = predecessor?.diagnostics ?? DiagnosticsSinks()
        let tree = LayerTreeContext()
        layerTree = tree
        engine = AnimationEngine(layerTree: tree)
        self.textMeasurer = textMeasurer
        self.imageDecoder = imageDecoder
    }
}

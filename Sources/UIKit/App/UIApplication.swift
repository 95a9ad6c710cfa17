import Foundation

/// The running app: owns the platform, the windows and the frame loop (`UIApplication+RunLoop.swift`),
/// and turns platform events into touches and presses (`UIApplication+Events.swift`).
open class UIApplication: UIResponder {
    /// The app created by `UIApplication.run` (or by a test); nil before.
    public internal(set) static var shared: UIApplication!

    public let platform: Platform
    /// What this application owns that UIKit's static API reaches: the animation engine, the layer
    /// tree's change count, transitions in flight, the first responder, the trace and checker.
    public let context: ApplicationContext
    public var delegate: UIApplicationDelegate?
    public private(set) var windows: [UIWindow] = []
    /// What the system draws over the app on an emulated iPhone (status bar, home indicator, display
    /// corners); drawn after every window, nil on a plain desktop window.
    let deviceChrome: DeviceChromeWindow?
    public var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } ?? windows.last }
    /// The one window scene (`UIApplication+Scenes.swift`), made on first use.
    var sceneStorage: UIWindowScene?

    /// Where frame times come from; a `VirtualFrameClock` makes every frame time exact.
    public var clock: FrameClock
    /// The time of the frame being drawn (or last drawn).
    public internal(set) var frameTime: TimeInterval = 0
    /// Slow motion: animation time runs at this fraction of real time (0.1 = ten times slower).
    /// Input timestamps are never scaled, so a fling keeps its real velocity.
    public var animationSpeed: Double {
        get { context.engine.speed }
        set { context.engine.speed = newValue }
    }

    /// When the real loop (`runUntilStopped`) may draw: once per refresh of the display the window
    /// is on (the platform's `refreshRate`, 60 Hz where it is unknown), on a fixed grid.
    public internal(set) var pacer: FramePacer

    /// Frames per second the loop draws at most while something animates: the display's refresh
    /// rate unless set (`segue demo --fps`). A Segue addition; 1…1000.
    public var preferredFramesPerSecond: Double {
        get { pacer.refreshRate }
        set {
            precondition(FramePacer.allowedRates.contains(newValue),
                         "preferredFramesPerSecond must be from 1 to 1000 (got \(newValue))")
            pacer.setRefreshRate(newValue)
        }
    }

    /// Colour under every window.
    public var backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)

    /// Called after each frame is presented, with the list that was drawn (tools: HUD, recorder, tests).
    public var didPresentFrame: [(DisplayList) -> Void] = []
    /// Number of frames presented so far.
    public internal(set) var framesPresented = 0

    var renderedGeneration: UInt64?
    var isRunning = false
    var activeTouch: UITouch?
    /// The modifiers the platform last reported with the pointer; touch events carry them.
    var pointerModifierFlags: UIKeyModifierFlags = []
    /// Work due at a frame time (a long press's timer); see `UIApplication+Timers.swift`.
    var frameTimers = TimerQueue()
    /// The gesture recognizers following the active touch.
    var activeArena: GestureArena?
    /// An arena kept open after its touch ended, for a recognizer awaiting another touch (a double
    /// tap); the next press joins it when that recognizer sees it.
    var openArena: GestureArena?
    /// Tools (the demo's slow-motion, pause and HUD keys) see each key press before the responder
    /// chain; returning true consumes it. A Segue addition.
    public var toolKeyHandler: ((UIKey) -> Bool)?
    /// Called with every platform event before it is handled (input recording). A Segue addition.
    public var eventObservers: [(PlatformEvent) -> Void] = []
    /// The pointer's recent motion, for tools that show its velocity.
    var pointerSampler = VelocitySampler()
    /// How long the last frame took to build and present, in seconds of the platform's clock.
    public internal(set) var lastFrameWorkTime: TimeInterval = 0
    /// Time the paced loop spent handling input that the last frame drew but that arrived in earlier
    /// turns (between refreshes): with `lastFrameWorkTime`, the whole client work behind a frame.
    public internal(set) var lastFrameInputWorkTime: TimeInterval = 0
    var inputWorkBeforeFrame: TimeInterval = 0
    /// Frames whose kept render nodes differed from a fresh build (checked with the invariant
    /// checker on; always 0 unless a change escaped `CALayer.dropRetainedNodes`).
    public internal(set) var retainedNodeMismatches = 0
    /// Render nodes the last display list made anew; the rest were kept by unchanged layers.
    public internal(set) var nodesBuiltInLastList = 0
    /// When and where the last touch ended and how many taps it counted, for `UITouch.tapCount`.
    var lastTouchEnd: (time: TimeInterval, location: CGPoint, tapCount: Int)?

    /// Makes the app and installs it as `UIApplication.shared`, with a context of its own; the
    /// platform's window size becomes the screen's bounds and its text measurer the one labels use.
    public init(platform: Platform, clock: FrameClock? = nil) {
        self.platform = platform
        context = ApplicationContext(textMeasurer: platform.textMeasurer,
                                     imageDecoder: { [unowned platform] path in try platform.decodeImage(atPath: path) },
                                     predecessor: ApplicationContext.current)
        context.drawingRasterizer = { [unowned platform] in platform.rasterize($0) }
        context.pngEncoder = { [unowned platform] in platform.encodePNG($0) }
        if let shared = platform.pasteboard { context.pasteboard = shared }
        self.clock = clock ?? MonotonicFrameClock(source: { [unowned platform] in platform.monotonicTime() })
        let refresh = platform.refreshRate.flatMap { FramePacer.allowedRates.contains($0) ? $0 : nil } ?? 60
        pacer = FramePacer(refreshRate: refresh)
        deviceChrome = UIScreen.main.emulatedDevice.map { DeviceChromeWindow(device: $0) }
        super.init()
        UIScreen.main.maximumFramesPerSecond = Int(refresh.rounded())
        frameTime = self.clock.frameTime()
        context.engine.reset(to: frameTime)
        UIScreen.main.bounds = CGRect(origin: .zero, size: platform.windowSize)
        UIApplication.shared = self
    }

    open override var next: UIResponder? { delegate as? UIResponder }

    /// Puts `window` on screen, on top, leaving the key window as it is.
    func show(window: UIWindow) {
        guard !windows.contains(where: { $0 === window }) else { return }
        windows.append(window)
        window.frame = CGRect(origin: .zero, size: platform.windowSize)
        context.layerTree.invalidate()
    }

    func register(window: UIWindow) {
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
        for w in windows where w !== window { w.resignKey() }
        window.frame = CGRect(origin: .zero, size: platform.windowSize)
        context.layerTree.invalidate()
    }

    /// Starts an app the way `UIApplicationMain` does: makes the delegate, calls
    /// `application(_:didFinishLaunchingWithOptions:)`, then runs frames until the window is closed
    /// or `stop()` is called. Returns the exit status.
    @discardableResult
    public static func run(delegateType: UIApplicationDelegate.Type, platform: Platform,
                           clock: FrameClock? = nil, configure: ((UIApplication) -> Void)? = nil) -> Int32 {
        let app = UIApplication(platform: platform, clock: clock)
        let delegate = delegateType.init()
        app.delegate = delegate
        configure?(app)
        guard delegate.application(app, didFinishLaunchingWithOptions: nil) else { return 1 }
        app.runUntilStopped()
        delegate.applicationWillTerminate(app)
        return 0
    }
}

extension UIWindow {
    func resignKey() { setKey(false) }
}

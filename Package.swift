// swift-tools-version:6.2
import PackageDescription

/// Segue: UIKit's view-controller transitions on Linux, drawn into an X11 window with XRender.
///
/// `UIKit` is platform-free; `X11Platform` is the one implementation of its `Platform` seam.
/// Code that drives `UIKit` (main-actor isolated, as on iOS) defaults to the main actor, as an app
/// target does in Xcode: the demo's scenes, the tools that play scripts into an app, and the tests
/// (suites that need no application opt out with `nonisolated`).
let appIsolation: [SwiftSetting] = [.defaultIsolation(MainActor.self)]
let testIsolation = appIsolation

let package = Package(
    name: "Segue",
    products: [
        // `import CoreGraphics` and `import QuartzCore` compile as they do on iOS: both modules come
        // with the UIKit product and re-export what Segue defines.
        .library(name: "UIKit", targets: ["UIKit", "CoreGraphics", "QuartzCore"]),
        .library(name: "X11Platform", targets: ["X11Platform"]),
        .executable(name: "segue", targets: ["segue"]),
        // What `segue record` and `segue play` build a prototype's copy of `segue` from.
        .library(name: "SegueDemo", targets: ["SegueDemo"]),
        .library(name: "SegueTools", targets: ["SegueTools"]),
        .library(name: "SegueFiles", targets: ["SegueFiles"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(name: "CX11", pkgConfig: "x11 xrender xext xtst xrandr",
                       providers: [.apt(["libx11-dev", "libxrender-dev", "libxext-dev", "libxtst-dev", "libxrandr-dev"])]),
        // Text: Pango (HarfBuzz shaping, fribidi, fontconfig fallback), drawn with pangocairo. The fonts:
        // Inter (the system font), DejaVu (its fallback; Arabic and Hebrew), Noto CJK, Noto Color Emoji.
        // segue-pango is pangocairo + pangoft2's flags less -pthread, written by scripts/setup.
        .systemLibrary(name: "CPango", pkgConfig: "segue-pango",
                       providers: [.apt(["libpango1.0-dev", "fonts-inter", "fonts-dejavu-core", "fonts-noto-cjk",
                                         "fonts-noto-color-emoji"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg",
                       providers: [.apt(["libjpeg62-turbo-dev"])]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CChipmunk", providers: [.apt(["libchipmunk-dev"])]),
        // Key translation: the server's keymap, compose sequences and dead keys through xkbcommon,
        // reached over Xlib's XCB connection (libX11-xcb).
        .systemLibrary(name: "CXKBCommon", pkgConfig: "xkbcommon xkbcommon-x11 x11-xcb",
                       providers: [.apt(["libxkbcommon-dev", "libxkbcommon-x11-dev", "libx11-xcb-dev"])]),
        // UIKit Dynamics runs on Chipmunk2D; UIKit still knows nothing of X.
        .target(name: "UIKit", dependencies: ["CChipmunk"]),
        .target(name: "CoreGraphics", dependencies: ["UIKit"]),
        .target(name: "QuartzCore", dependencies: ["UIKit"]),
        // Atomic file output (temporary beside the target, fsync, rename) for everything Segue
        // writes; it depends on nothing, so UIKit stays free of files and every writer can reach it.
        .target(name: "SegueFiles"),
        .target(name: "X11Platform", dependencies: ["UIKit", "SegueFiles", "SegueTools", "CX11", "CPango", "CPNG", "CJPEG", "CCairo", "CXKBCommon"]),
        .target(name: "SegueDemo", dependencies: ["UIKit", "SegueTools"], swiftSettings: appIsolation),
        .target(name: "SegueTools", dependencies: ["UIKit", "SegueFiles"], swiftSettings: appIsolation),
        .executableTarget(name: "segue", dependencies: [
            "UIKit", "X11Platform", "SegueDemo", "SegueTools", "SegueFiles",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], swiftSettings: appIsolation),
        // The input-script parser and player under libFuzzer (`scripts/fuzz`); built plainly, it
        // replays inputs through the same checks.
        .executableTarget(name: "SegueScriptFuzz", dependencies: ["SegueTools", "UIKit"],
                          swiftSettings: appIsolation),
        // What the test targets share: a platform with no window that records what it is given, the
        // application set-up that puts process-wide state back, window builders and tolerant
        // comparisons, pixel helpers. A library that only test targets depend on (production code
        // never does), kept under Tests/ for that reason. What needs UIKit's internals (putting the
        // shared application back) is compiled in debug builds only, as the tests are.
        .target(name: "UIKitTesting", dependencies: ["UIKit"], path: "Tests/UIKitTesting",
                swiftSettings: testIsolation),
        // Each test target depends on exactly the modules its files import.
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "CoreGraphics", "QuartzCore", "UIKitTesting"],
                    swiftSettings: testIsolation),
        .testTarget(name: "SegueFilesTests", dependencies: ["SegueFiles"]),
        .testTarget(name: "SegueToolsTests", dependencies: ["SegueTools", "SegueFiles", "UIKit", "SegueScriptFuzz", "UIKitTesting"],
                    swiftSettings: testIsolation),
        .testTarget(name: "X11PlatformTests", dependencies: ["UIKit", "X11Platform", "SegueFiles", "SegueDemo", "SegueTools",
                                                             "CX11", "CPNG", "CXKBCommon", "UIKitTesting", "TestTurns"],
                    swiftSettings: testIsolation),
        // The turn-taking trait for suites that cannot run beside one another (the X server's input, whole builds).
        .target(name: "TestTurns", path: "Tests/TestTurns"),
        // An app for EndToEndTests that queues main-actor work from other threads (MainQueueTests).
        .executableTarget(name: "MainActorProbe", dependencies: ["UIKit", "X11Platform"],
                          path: "Tests/Fixtures/MainActorProbe"),
        .testTarget(name: "EndToEndTests", dependencies: ["UIKit", "X11Platform", "SegueTools", "SegueDemo", "CX11", "UIKitTesting", "TestTurns"]),
        .testTarget(name: "SegueDemoTests", dependencies: ["UIKit", "SegueDemo", "SegueTools", "UIKitTesting"],
                    swiftSettings: testIsolation),
    ]
)

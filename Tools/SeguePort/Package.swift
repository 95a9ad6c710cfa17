// swift-tools-version:6.2
import PackageDescription

/// `segue port`'s rewriter: reads iOS Swift source with swift-syntax and writes it back in the form
/// Segue's UIKit compiles. A package of its own, outside Segue's root package, so building Segue,
/// its demo and its tests never builds swift-syntax; `segue port` builds this package once into a
/// cache on first use.
let package = Package(
    name: "SeguePort",
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        .executableTarget(name: "SeguePort", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
    ]
)

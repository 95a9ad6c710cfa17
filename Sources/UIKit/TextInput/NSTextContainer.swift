import Foundation

/// The part of TextKit's text container a text view exposes that Segue uses: the padding at each
/// end of every line (5 pt, as in UIKit), inside `textContainerInset`.
@MainActor
open class NSTextContainer {
    open var lineFragmentPadding: CGFloat = 5 { didSet { didChange?() } }
    /// At most this many lines (0: no limit).
    open var maximumNumberOfLines = 0 { didSet { didChange?() } }
    var didChange: (() -> Void)?

    public init() {}
}

import Foundation

/// A row of dots, one per page, with the current page's dot highlighted (UIKit's `UIPageControl`).
///
/// The dots are 7 pt across with 9 pt between them (16 pt from centre to centre), centred in the
/// bounds, as iOS draws them. A tap left of the current page's dot goes back one page, anywhere else
/// forward one page — the control "advances only one page in either direction", as UIKit's
/// documentation says — and sends `.valueChanged`; setting `currentPage` from code sends nothing.
///
/// ```swift
/// let dots = UIPageControl(frame: CGRect(x: 0, y: 440, width: 320, height: 26))
/// dots.numberOfPages = 4
/// dots.addAction(UIAction { _ in pager.show(page: dots.currentPage) }, for: .valueChanged)
/// ```
open class UIPageControl: UIControl {
    /// The diameter of a dot.
    public static let indicatorDiameter: CGFloat = 7
    /// The gap between two dots.
    public static let indicatorSpacing: CGFloat = 9
    /// The height `size(forNumberOfPages:)` asks for, as on iOS 14 and later.
    public static let preferredHeight: CGFloat = 26
    /// The dots' colours when no tint is set: white for the current page, white at 30 % for the
    /// others, drawn over the dark strip a page view controller puts them on.
    static let defaultCurrentColor = UIColor.white
    static let defaultOtherColor = UIColor(white: 1, alpha: 0.3)

    /// How many dots there are (0 by default); `currentPage` is moved inside the new range.
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            if numberOfPages != oldValue { rebuildDots() }
            currentPage = min(currentPage, max(0, numberOfPages - 1))
        }
    }

    /// The highlighted dot, from 0; values outside `0..<numberOfPages` are pinned to it, as in UIKit.
    open var currentPage = 0 {
        didSet {
            currentPage = min(max(0, currentPage), max(0, numberOfPages - 1))
            recolourDots()
        }
    }

    /// Whether the control draws nothing when there is only one page (false by default).
    open var hidesForSinglePage = false { didSet { rebuildDots() } }

    /// The colour of the other pages' dots; nil draws `defaultOtherColor`.
    open var pageIndicatorTintColor: UIColor? { didSet { recolourDots() } }
    /// The colour of the current page's dot; nil draws white.
    open var currentPageIndicatorTintColor: UIColor? { didSet { recolourDots() } }

    /// The smallest size that shows `pageCount` dots.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(max(0, pageCount))
        let width = count == 0 ? 0 : count * Self.indicatorDiameter + (count - 1) * Self.indicatorSpacing
        return CGSize(width: width, height: Self.preferredHeight)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    /// The dot views, one per page (none when hidden for a single page).
    private(set) var dots: [UIView] = []

    /// Whether the dots are drawn at all.
    var showsDots: Bool { !(hidesForSinglePage && numberOfPages <= 1) }

    private func rebuildDots() {
        for dot in dots { dot.removeFromSuperview() }
        dots = []
        guard showsDots else { return }
        for _ in 0..<numberOfPages {
            let dot = UIView(frame: CGRect(x: 0, y: 0, width: Self.indicatorDiameter, height: Self.indicatorDiameter))
            dot.layer.cornerRadius = Self.indicatorDiameter / 2
            dot.isUserInteractionEnabled = false
            addSubview(dot)
            dots.append(dot)
        }
        recolourDots()
        setNeedsLayout()
    }

    private func recolourDots() {
        for (index, dot) in dots.enumerated() {
            dot.backgroundColor = index == currentPage
                ? currentPageIndicatorTintColor ?? Self.defaultCurrentColor
                : pageIndicatorTintColor ?? Self.defaultOtherColor
        }
    }

    /// The centre of page `index`'s dot, in the control's coordinates.
    func indicatorCenter(_ index: Int) -> CGPoint {
        let row = size(forNumberOfPages: numberOfPages).width
        let pitch = Self.indicatorDiameter + Self.indicatorSpacing
        return CGPoint(x: bounds.midX - row / 2 + Self.indicatorDiameter / 2 + CGFloat(index) * pitch, y: bounds.midY)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for (index, dot) in dots.enumerated() { dot.center = indicatorCenter(index) }
    }

    // MARK: Taps

    /// A tap that ends inside the control turns one page towards the side of the current dot it
    /// landed on, after the control's `touchUpInside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        super.touchesEnded(touches, with: event)
        guard wasTracking, showsDots, let touch = touches.first else { return }
        let point = touch.location(in: self)
        guard bounds.contains(point) else { return }
        let page = point.x < indicatorCenter(currentPage).x ? currentPage - 1 : currentPage + 1
        guard (0..<numberOfPages).contains(page) else { return }
        currentPage = page
        sendActions(for: .valueChanged)
    }
}

import Foundation

/// Where the animation lab's three sections go in a view of a given size: the timing-curve lanes,
/// the keyframe card, and the property animator's square, slider and buttons.
///
/// The lanes take the height the window gives (their pitch grows from 32 to 64 pt) and the gaps
/// between sections stay between 24 and 56 pt, so the sections fill the window rather than leaving
/// a band of nothing between them; what is left over beyond that is shared above and below. Wide
/// views (560 pt and more) put the card beside the lanes; narrow ones put it between the lanes and
/// the animator. A view shorter than `contentHeight` scrolls (the lab's view is a scroll view).
///
/// ```swift
/// let layout = AnimationLabLayout(size: CGSize(width: 900, height: 596))
/// layout.laneRows[0]     // the first lane's row: label on the left, the dot runs along it
/// layout.contentHeight   // 596: it fills the view
/// ```
struct AnimationLabLayout {
    static let wideWidth: CGFloat = 560
    static let margin: CGFloat = 20
    static let headerHeight: CGFloat = 18
    static let dotSize: CGFloat = 20
    static let buttonHeight: CGFloat = 36
    static let squareSize: CGFloat = 60
    static let pitchRange: ClosedRange<CGFloat> = 32...64
    static let gapRange: ClosedRange<CGFloat> = 24...56

    /// Section titles, top-left of each section.
    var curvesHeader = CGRect.zero, keyframesHeader = CGRect.zero, animatorHeader = CGRect.zero
    /// One row per lane, full height of its pitch; the label and the dot are centred in it.
    var laneRows: [CGRect] = []
    var laneLabelWidth: CGFloat = 105
    /// Where a lane's dot rests at the start and at the end of its run (its frame's x).
    var laneStart: CGFloat = 0, laneEnd: CGFloat = 0
    var runButton = CGRect.zero
    var card = CGRect.zero, flipButton = CGRect.zero
    /// The square at the animator's start; it travels `squareTravel` to the right.
    var square = CGRect.zero
    var squareTravel: CGFloat = 0
    var scrubber = CGRect.zero, reverseButton = CGRect.zero, playButton = CGRect.zero, status = CGRect.zero
    /// The height everything needs; at least the view's.
    var contentHeight: CGFloat = 0

    init(size: CGSize, laneCount: Int = 5) {
        let m = Self.margin, w = size.width
        let wide = w >= Self.wideWidth
        let header = Self.headerHeight + 6
        // The status line sits beside the buttons when there is room for it, else under them.
        let statusBeside = w - 250 >= 240
        let curvesFixed = header + 8 + Self.buttonHeight
        let cardSize = CGSize(width: 105, height: 140)
        let keyframesHeight = wide ? 0 : header + cardSize.height
        let animatorHeight = header + Self.squareSize + 12 + 40 + 8 + Self.buttonHeight + (statusBeside ? 0 : 26)
        let gaps: CGFloat = wide ? 1 : 2
        let lanes = CGFloat(laneCount)

        // The lanes' pitch: what is left at the ideal gap, shared among the lanes, within its range.
        let fixed = 2 * 16 + curvesFixed + keyframesHeight + animatorHeight
        let idealGap: CGFloat = 40
        let pitch = Self.pitchRange.clamp(((size.height - fixed - gaps * idealGap) / lanes).rounded(.down))
        let rest = size.height - fixed - lanes * pitch
        let gap = Self.gapRange.clamp((rest / gaps).rounded(.down))
        let spare = max(0, rest - gaps * gap)
        var y = 16 + (spare / 2).rounded(.down)

        // Timing curves, with the card's column on the right when wide.
        let cardColumn: CGFloat = wide ? 200 : 0
        curvesHeader = CGRect(x: m, y: y, width: w - 2 * m - cardColumn - (wide ? 20 : 0), height: Self.headerHeight)
        if wide { keyframesHeader = CGRect(x: w - m - cardColumn, y: y, width: cardColumn, height: Self.headerHeight) }
        y += header
        let lanesTop = y
        laneRows = (0..<laneCount).map { CGRect(x: m, y: lanesTop + CGFloat($0) * pitch, width: w - 2 * m - cardColumn, height: pitch) }
        laneStart = m + laneLabelWidth + 5
        laneEnd = max(laneStart, w - m - cardColumn - (wide ? 20 : 0) - Self.dotSize)
        y += lanes * pitch + 8
        runButton = CGRect(x: m - 6, y: y, width: 130, height: Self.buttonHeight)
        if wide {
            // As tall as the lanes allow (a playing card's proportions), under its title.
            let height = min(240, max(100, lanes * pitch - 16)), width = (height * 0.75).rounded()
            card = CGRect(x: w - m - cardColumn + (cardColumn - width) / 2, y: lanesTop + 6, width: width, height: height)
            flipButton = CGRect(x: card.midX - 60, y: y, width: 120, height: Self.buttonHeight)
        }
        y += Self.buttonHeight + gap

        // Keyframes, when narrow: the card with its button beside it.
        if !wide {
            keyframesHeader = CGRect(x: m, y: y, width: w - 2 * m, height: Self.headerHeight)
            y += header
            card = CGRect(x: m, y: y, width: cardSize.width, height: cardSize.height)
            flipButton = CGRect(x: card.maxX + 16, y: card.midY - Self.buttonHeight / 2, width: 120, height: Self.buttonHeight)
            y += cardSize.height + gap
        }

        // The property animator.
        animatorHeader = CGRect(x: m, y: y, width: w - 2 * m, height: Self.headerHeight)
        y += header
        square = CGRect(x: m, y: y, width: Self.squareSize, height: Self.squareSize)
        squareTravel = max(0, w - 2 * m - Self.squareSize)
        y += Self.squareSize + 12
        scrubber = CGRect(x: m, y: y, width: max(0, w - 2 * m), height: 40)
        y += 40 + 8
        reverseButton = CGRect(x: m - 6, y: y, width: 110, height: Self.buttonHeight)
        playButton = CGRect(x: reverseButton.maxX + 6, y: y, width: 80, height: Self.buttonHeight)
        if statusBeside {
            status = CGRect(x: playButton.maxX + 20, y: y + 8, width: w - m - playButton.maxX - 20, height: 20)
            y += Self.buttonHeight
        } else {
            y += Self.buttonHeight + 6
            status = CGRect(x: m, y: y, width: max(0, w - 2 * m), height: 20)
            y += 20
        }
        contentHeight = max(size.height, y + 16 + (spare / 2).rounded(.up))
    }
}

extension ClosedRange where Bound == CGFloat {
    /// `value` moved into the range.
    fileprivate func clamp(_ value: CGFloat) -> CGFloat { Swift.min(upperBound, Swift.max(lowerBound, value)) }
}

/// How the parts of a navigation bar move while a push or pop changes its top item, as iOS moves
/// them: on a push the new title comes in from the right edge, the old title slides onto the place
/// of the new back button's title and fades into it, the old back title slides out to the left, the
/// chevron stays where it is, and the bar button items cross-fade. A pop plays the same motions
/// backwards (the title leaves to the right, the back title slides into the title's place).
///
/// Pure geometry: the motions are worked out from the laid-out contents before anything moves, and
/// `UINavigationBar` applies them (start pose at once, end pose alongside the transition).
struct NavigationBarSlide {
    /// A part's place relative to where the content lays it out, and its opacity.
    struct Pose: Equatable {
        var offset: CGFloat
        var alpha: CGFloat
        static let rest = Pose(offset: 0, alpha: 1)
        static func hidden(_ offset: CGFloat = 0) -> Pose { Pose(offset: offset, alpha: 0) }
    }

    /// One part and the poses it goes between.
    struct Motion {
        let view: UIView
        var from: Pose
        var to: Pose
    }

    let motions: [Motion]

    /// The motions that take the bar from `old` content to `new` for a push or a pop. Either content
    /// may be missing (a bar with no items).
    @MainActor init(from old: NavigationBarContentView?, to new: NavigationBarContentView?,
         operation: UINavigationController.Operation, barWidth: CGFloat) {
        if operation == .pop {
            // A pop is the push from the new content to the old, run backwards.
            motions = Self.push(from: new, to: old, barWidth: barWidth).map { Motion(view: $0.view, from: $0.to, to: $0.from) }
        } else {
            motions = Self.push(from: old, to: new, barWidth: barWidth)
        }
    }

    @MainActor private static func push(from old: NavigationBarContentView?, to new: NavigationBarContentView?,
                             barWidth: CGFloat) -> [Motion] {
        var motions: [Motion] = []
        let oldTitle = old.map { ($0.shownTitleView, $0.frameInContent(of: $0.shownTitleView)) }
        let newTitle = new.map { ($0.shownTitleView, $0.frameInContent(of: $0.shownTitleView)) }
        let oldBack = old?.backTitlePart, newBack = new?.backTitlePart

        // The incoming title: its centre starts on the bar's trailing edge.
        if let (view, frame) = newTitle {
            motions.append(Motion(view: view, from: .hidden(barWidth - frame.midX), to: .rest))
        }
        // The outgoing title becomes the back title: it slides onto the back title's place, and
        // the back title comes from where the outgoing title was. Without a back button to become,
        // it slides half a bar to the left.
        if let (view, frame) = oldTitle {
            let target = newBack.map { $0.frame.minX - frame.minX } ?? -barWidth / 2
            motions.append(Motion(view: view, from: .rest, to: .hidden(target)))
        }
        if let back = newBack {
            let source = oldTitle.map { $0.1.minX - back.frame.minX } ?? back.frame.width
            motions.append(Motion(view: back.label, from: .hidden(source), to: .rest))
        }
        // The outgoing back title leaves to the left by its own width.
        if let back = oldBack {
            motions.append(Motion(view: back.label, from: .rest, to: .hidden(-back.frame.width)))
        }
        // One chevron stays put when both contents have one; otherwise it fades in or out.
        switch (old?.backButton?.chevron, new?.backButton?.chevron) {
        case let (oldChevron?, newChevron?):
            motions.append(Motion(view: oldChevron, from: .hidden(), to: .hidden()))
            motions.append(Motion(view: newChevron, from: .rest, to: .rest))
        case let (oldChevron?, nil):
            motions.append(Motion(view: oldChevron, from: .rest, to: .hidden()))
        case let (nil, newChevron?):
            motions.append(Motion(view: newChevron, from: .hidden(), to: .rest))
        case (nil, nil):
            break
        }
        // Bar button items cross-fade where they stand.
        for button in old?.itemButtons ?? [] { motions.append(Motion(view: button, from: .rest, to: .hidden())) }
        for button in new?.itemButtons ?? [] { motions.append(Motion(view: button, from: .hidden(), to: .rest)) }
        return motions
    }
}

extension NavigationBarSlide.Pose {
    /// Puts `view` in this pose: the offset as a horizontal translation, so the content's layout
    /// still owns the view's frame.
    @MainActor func apply(to view: UIView) {
        view.transform = offset == 0 ? .identity : CGAffineTransform(translationX: offset, y: 0)
        view.alpha = alpha
    }
}

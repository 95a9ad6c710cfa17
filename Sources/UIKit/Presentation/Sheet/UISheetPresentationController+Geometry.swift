import Foundation

/// Where a sheet's card sits for each height, and how much the presenter behind it is dimmed and
/// pushed back there: one function of the card's height each, so that resting, animating between
/// detents and following a drag all agree.
extension UISheetPresentationController {
    /// How far below the container's top the card of the large detent starts:
    /// `max(20, round(6 % of the container's height))` (Segue's choice, docs/UIKIT-REFERENCE.md) on a
    /// desktop window; under an emulated iPhone's status bar, 10 points below the safe area's top, as
    /// iOS places a page sheet, so the card never reaches under the status bar.
    static func topInset(forContainerHeight height: CGFloat, safeAreaTop: CGFloat = 0) -> CGFloat {
        safeAreaTop > 0 ? safeAreaTop + 10 : max(20, (height * 0.06).rounded())
    }

    /// The large detent's height: from the top inset to the container's bottom.
    var maximumDetentValue: CGFloat {
        guard let bounds = containerView?.bounds else { return 0 }
        return bounds.height - Self.topInset(forContainerHeight: bounds.height, safeAreaTop: containerView?.safeAreaInsets.top ?? 0)
    }

    /// The detents with their heights for the current container, lowest first; a detent whose
    /// resolver declines is left out, and so is a second detent with the same identifier.
    var resolvedDetents: [ResolvedDetent] {
        let context = DetentContext(maximumDetentValue: maximumDetentValue)
        var seen = Set<Detent.Identifier>()
        var resolved: [ResolvedDetent] = []
        for detent in detents.isEmpty ? [.large()] : detents where !seen.contains(detent.identifier) {
            guard let height = detent.resolvedValue(in: context) else { continue }
            seen.insert(detent.identifier)
            resolved.append(ResolvedDetent(identifier: detent.identifier, height: height))
        }
        if resolved.isEmpty { resolved = [ResolvedDetent(identifier: .large, height: context.maximumDetentValue)] }
        return resolved.sorted { $0.height < $1.height }
    }

    /// The detent the sheet rests at: the selected one, or the smallest.
    var restingDetent: ResolvedDetent? {
        let resolved = resolvedDetents
        return resolved.first { $0.identifier == selectedDetentIdentifier } ?? resolved.first
    }

    /// The card `height` points tall, standing on the container's bottom, across its width.
    func frame(forHeight height: CGFloat) -> CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    /// How much of the dimming shows with the card `height` points tall (0…1): all of it without an
    /// undimmed detent; none at or below the largest undimmed detent, rising to all at the next
    /// detent up (UIKit fades it in across that stretch).
    func dimming(forHeight height: CGFloat) -> CGFloat {
        guard let undimmedID = largestUndimmedDetentIdentifier else { return 1 }
        let resolved = resolvedDetents
        guard let undimmed = resolved.first(where: { $0.identifier == undimmedID }) else { return 1 }
        guard let next = resolved.first(where: { $0.height > undimmed.height }) else { return 0 }
        return min(max((height - undimmed.height) / (next.height - undimmed.height), 0), 1)
    }

    /// How far the presenter is pushed back (0…1) with the card `height` points tall: only when the
    /// largest detent is the full card and is dimmed, rising from the detent below it (or the
    /// largest undimmed one, or nothing) to all of it at the full card. At a medium detent the
    /// presenter stays as it is, dimmed or not.
    func stackAmount(forHeight height: CGFloat) -> CGFloat {
        let resolved = resolvedDetents
        guard let top = resolved.last, top.height >= maximumDetentValue - 0.5, dimming(forHeight: top.height) > 0 else { return 0 }
        var lower = resolved.dropLast().last?.height ?? 0
        if let undimmedID = largestUndimmedDetentIdentifier,
           let undimmed = resolved.first(where: { $0.identifier == undimmedID }) {
            lower = max(lower, undimmed.height)
        }
        guard top.height > lower else { return 1 }
        return min(max((height - lower) / (top.height - lower), 0), 1)
    }

    // MARK: The sheet's spring

    /// How long a detent change takes: the spring is fitted to settle in it.
    static let springDuration: TimeInterval = 0.5

    /// The spring a detent change plays on: critically damped (no overshoot), fitted to
    /// `springDuration`, starting at `velocity` (normalised). UIKit does not publish its sheet's
    /// spring; this is SwiftUI's `.smooth` (response 0.5 s, no bounce), which iOS's own sheets look
    /// like (Segue's choice, docs/UIKIT-REFERENCE.md).
    static func spring(velocity: CGFloat) -> UISpringTimingParameters {
        UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: velocity))
    }
}

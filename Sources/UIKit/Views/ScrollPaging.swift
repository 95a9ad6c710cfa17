import Foundation

/// Where a paging scroll view (`isPagingEnabled`) comes to rest on one axis, and how it gets there,
/// as pure math.
///
/// UIKit documents only that a paging scroll view "stops on multiples of the scroll view's bounds";
/// the rule for choosing the page is Segue's, in line with what other pagers do:
///
/// - Released faster than `flingSpeed` (0.5 pt/ms, 500 pt/s), the content goes to the next page
///   boundary in the direction it is moving — so a quick flick turns a page however short it was.
///   Android's `ViewPager` asks 400 dp/s (and 25 dp of travel); Flutter's `PageScrollPhysics` any
///   fling at all; 500 pt/s keeps a slow, deliberate release from turning the page.
/// - Slower, it goes to the nearest page boundary: past half a page, the next or previous page,
///   otherwise back to the page it was on.
///
/// The way there is the scroll view's critically damped spring (`ScrollBounce`, ω = 20 rad/s:
/// released at rest, 96 % of the way after 0.25 s, and within a quarter point after 0.37 s from
/// 40 pt away to 0.48 s from 300 pt), started with the
/// content's speed. Its speed towards the page is capped at `ω·distance`, the most a critically
/// damped spring can start with and still arrive without passing the page, so a fast fling never
/// shows the page after it.
///
/// ```swift
/// ScrollPaging.restingOffset(offset: 420, velocity: 0, pageSize: 300)     // 300: not past half
/// ScrollPaging.restingOffset(offset: 320, velocity: 800, pageSize: 300)   // 600: a flick
/// ```
enum ScrollPaging {
    /// The release speed (points per second) from which a release turns to the page ahead.
    static let flingSpeed: CGFloat = 500

    /// The page boundary a release at `offset` with `velocity` (points per second, in the direction
    /// the offset moves) rests on, before it is moved into the resting range.
    static func restingOffset(offset: CGFloat, velocity: CGFloat, pageSize: CGFloat) -> CGFloat {
        guard pageSize > 0 else { return offset }
        // A millionth of a page of tolerance: an offset left at 299.9999997 is on page 1.
        let page = offset / pageSize, tolerance: CGFloat = 1e-6
        let target: CGFloat
        if velocity >= flingSpeed {
            target = (page + tolerance).rounded(.down) + 1
        } else if velocity <= -flingSpeed {
            target = (page - tolerance).rounded(.up) - 1
        } else {
            target = page.rounded()
        }
        return target * pageSize
    }

    /// The page boundary nearest `offset`.
    static func nearestPage(_ offset: CGFloat, pageSize: CGFloat) -> CGFloat {
        guard pageSize > 0 else { return offset }
        return (offset / pageSize).rounded() * pageSize
    }

    /// The settle from `offset`, moving at `velocity`, to `target`: the spring above, with the speed
    /// towards the target capped so the content never passes it. Released on the target with
    /// speed, it simply stays there.
    static func settle(offset: CGFloat, velocity: CGFloat, target: CGFloat) -> ScrollAxisMotion {
        let displacement = offset - target
        guard displacement != 0 else { return .still(target) }
        var speed = velocity
        if speed * displacement < 0 {
            let limit = ScrollBounce.angularFrequency * abs(displacement)
            speed = speed < 0 ? max(speed, -limit) : min(speed, limit)
        }
        return .bounce(edge: target, ScrollBounce(initialDisplacement: displacement, initialVelocity: speed))
    }
}

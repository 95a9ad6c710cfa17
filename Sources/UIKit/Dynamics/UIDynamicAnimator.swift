import Foundation

/// Runs UIKit Dynamics behaviours on the items of a reference view (UIKit's `UIDynamicAnimator`).
///
/// Time: the world steps at a fixed 360 Hz, as many steps as the application's frame clock says
/// have passed, so the same input moves items the same way on any machine, in slow motion and in a
/// recording. Chipmunk integrates positions before velocities (each step moves by the previous
/// step's velocity); at 360 Hz an item dropped under gravity is within 0.7 pt of ½·g·t² after half a
/// second. Once every item has come to rest the animator pauses — no frames, no CPU — and tells its
/// delegate; adding a behaviour or `updateItem(usingCurrentState:)` resumes it.
@MainActor
open class UIDynamicAnimator {
    /// Steps per second of simulated time.
    public static let stepsPerSecond: Double = 360

    public private(set) weak var referenceView: UIView?
    public private(set) var behaviors: [UIDynamicBehavior] = []
    open weak var delegate: UIDynamicAnimatorDelegate?
    /// Seconds simulated since the animator last resumed from rest.
    public private(set) var elapsedTime: TimeInterval = 0
    public var isRunning: Bool { link != nil }

    /// The space the behaviours run in. An animator without behaviours holds no items, so when the
    /// last behaviour goes the space is made anew: an item added again later starts where code has
    /// put it meanwhile (as UIKit reads an item's state when it joins an animator), not where its
    /// old body was.
    private(set) var world = PhysicsWorld()
    private var link: CADisplayLink?
    /// Where this animator is counted as running (its application's list) while it runs.
    private weak var runningIn: RunningDynamicAnimators?
    private var lastTimestamp: CFTimeInterval?
    private var unsimulated: TimeInterval = 0
    /// The reference view's bounds when the animator was made or last stepped.
    private var steppedBounds: CGRect
    /// Steps in a row after which every body was at rest.
    private var restingSteps = 0
    /// How long everything must stay at rest before the animator pauses: a tenth of a second, so an
    /// item that only stops for an instant (a swing's turning point, an impact) keeps it running.
    static let restingStepsBeforePause = Int(stepsPerSecond / 10)

    public init(referenceView: UIView) {
        self.referenceView = referenceView
        steppedBounds = referenceView.bounds
    }

    /// An animator let go while its items move stops asking for frames, and its behaviours forget
    /// the joints and shapes of its space, so they can join another animator.
    isolated deinit {
        link?.invalidate()
        for behavior in behaviors { behavior.leave() }
    }

    var referenceBounds: CGRect { referenceView?.bounds ?? .zero }

    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behaviors.append(behavior)
        behavior.join(self)
        resume()
    }

    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard behaviors.contains(where: { $0 === behavior }) else { return }
        behaviors.removeAll { $0 === behavior }
        behavior.leave()
        if behaviors.isEmpty { world = PhysicsWorld() }
    }

    open func removeAllBehaviors() {
        for behavior in behaviors { behavior.leave() }
        behaviors.removeAll()
        world = PhysicsWorld()
        pause()
    }

    /// Takes `item`'s current centre and rotation into the world (after code moved it) and resumes.
    open func updateItem(usingCurrentState item: UIDynamicItem) {
        world.resetBody(for: item)
        resume()
    }

    /// The items of this animator's behaviours whose frames meet `rect` (in the reference view),
    /// in the order they joined; a group's items rather than the group.
    open func items(in rect: CGRect) -> [UIDynamicItem] {
        world.leafItems.filter { item in
            let size = item.bounds.size
            let frame = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
                .applying(item.transform).offsetBy(dx: item.center.x, dy: item.center.y)
            return frame.intersects(rect)
        }
    }

    /// The items this animator's behaviours move (a group's items, not the group).
    var movedItems: [UIDynamicItem] { world.leafItems }

    /// The velocity the engine has for `item`, in points per second.
    func velocity(of item: UIDynamicItem) -> CGPoint { world.velocity(of: item) }

    // MARK: Running

    /// Starts stepping again if paused (a behaviour changed in a way that may move items).
    func resume() {
        guard link == nil, !behaviors.isEmpty else { return }
        restingSteps = 0
        elapsedTime = 0
        lastTimestamp = nil
        unsimulated = 0
        let link = CADisplayLink { [weak self] link in self?.tick(link) }
        self.link = link
        link.add(to: .main, forMode: .common)
        let running = ApplicationContext.current.runningDynamics
        running.resumed(self)
        runningIn = running
        delegate?.dynamicAnimatorWillResume(self)
    }

    private func pause() {
        guard let link else { return }
        link.invalidate()
        self.link = nil
        runningIn?.paused(self)
        runningIn = nil
        delegate?.dynamicAnimatorDidPause(self)
    }

    private func tick(_ link: CADisplayLink) {
        defer { lastTimestamp = link.timestamp }
        guard let last = lastTimestamp else { return }
        unsimulated += max(0, link.timestamp - last)
        let dt = 1 / Self.stepsPerSecond
        var stepped = false
        // Behaviours do not change during a frame's steps: flatten the tree once.
        let all = behaviors.flatMap(\.allBehaviors)
        // Walls made from the reference view's bounds follow them when the view is resized.
        let bounds = referenceBounds
        if bounds != steppedBounds {
            for behavior in all { behavior.referenceBoundsDidChange(in: world, to: bounds) }
            steppedBounds = bounds
        }
        if unsimulated >= dt - 1e-9 { world.prepareForSteps() }
        // A little slack, so frame times that add up to whole steps in exact arithmetic do too here.
        while unsimulated >= dt - 1e-9 {
            for behavior in all { behavior.applyForces(in: world) }
            world.step(dt)
            unsimulated -= dt
            elapsedTime += dt
            stepped = true
            restingSteps = world.isAtRest ? restingSteps + 1 : 0
        }
        guard stepped else { return }
        world.writeBack()
        let contacts = world.contacts.takeEvents()
        if !contacts.isEmpty {
            for case let collision as UICollisionBehavior in all { collision.deliver(contacts, in: world) }
        }
        for behavior in all { behavior.action?() }
        if restingSteps >= Self.restingStepsBeforePause { pause() }
    }
}

/// Hears when a dynamic animator starts moving items and when everything has come to rest.
@MainActor
public protocol UIDynamicAnimatorDelegate: AnyObject {
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}

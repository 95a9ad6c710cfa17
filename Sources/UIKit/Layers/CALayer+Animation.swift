import Foundation

/// Explicit animations on a layer (`add(_:forKey:)`…) and the presentation values they produce.
extension CALayer {
    /// Adds a copy of `anim`. A `beginTime` of 0 means "now"; an animation with the same key is
    /// replaced (and its delegate told it did not finish).
    public func add(_ anim: CAAnimation, forKey key: String?) {
        precondition(!isPresentationCopy, "add(_:forKey:) on a presentation layer; add animations to the model layer")
        let copy = anim.copy()
        if copy.beginTime == 0 && copy.driver == nil { copy.beginTime = mediaTime }
        let k = key ?? nextUnnamedKey()
        if let i = animationEntries.firstIndex(where: { $0.key == k }) {
            let old = animationEntries.remove(at: i).animation
            stop(old, finished: false)
        }
        animationEntries.append((k, copy))
        treeContext?.animationAdded(copy, to: self)
        treeContext?.register(self)
        treeContext?.invalidate()
        dropRetainedNodes()
    }

    /// The time on this layer's animation clock: its application's media time, or the current
    /// application's for a layer that belongs to no tree yet.
    var mediaTime: CFTimeInterval { treeContext?.mediaTime ?? CACurrentMediaTime() }

    public func animation(forKey key: String) -> CAAnimation? {
        animationEntries.first { $0.key == key }?.animation
    }

    public func animationKeys() -> [String]? {
        animationEntries.isEmpty ? nil : animationEntries.map(\.key)
    }

    public func removeAnimation(forKey key: String) {
        guard let i = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        let old = animationEntries.remove(at: i).animation
        stop(old, finished: false)
        treeContext?.invalidate()
        dropRetainedNodes()
    }

    public func removeAllAnimations() {
        let all = animationEntries
        animationEntries.removeAll()
        for e in all { stop(e.animation, finished: false) }
        treeContext?.invalidate()
        dropRetainedNodes()
    }

    /// A key for an animation added without one, unique on this layer.
    private func nextUnnamedKey() -> String {
        unnamedAnimations += 1
        return "segue.animation.\(unnamedAnimations)"
    }

    private func stop(_ anim: CAAnimation, finished: Bool) {
        guard !anim.hasStopped else { return }
        anim.hasStopped = true
        anim.delegate?.animationDidStop(anim, finished: finished)
        treeContext?.transactions.animationStopped(anim)
    }

    /// Starts and ends animations at `mediaTime`: delegates hear `animationDidStart` when an animation
    /// becomes active, `animationDidStop(finished: true)` when it ends; ended animations are removed
    /// unless `isRemovedOnCompletion` is false.
    func updateAnimations(at mediaTime: CFTimeInterval) {
        var ended: [CAAnimation] = []
        for entry in animationEntries {
            let anim = entry.animation
            switch anim.phase(at: mediaTime) {
            case .before:
                break
            case .active:
                if !anim.hasStarted { anim.hasStarted = true; anim.delegate?.animationDidStart(anim) }
            case .after:
                if !anim.hasStarted { anim.hasStarted = true; anim.delegate?.animationDidStart(anim) }
                if anim.driver == nil { ended.append(anim) }
            }
        }
        guard !ended.isEmpty else { return }
        animationEntries.removeAll { e in ended.contains { $0 === e.animation } && e.animation.isRemovedOnCompletion }
        for anim in ended { stop(anim, finished: true) }
        treeContext?.invalidate()
        dropRetainedNodes()
    }

    /// Whether an animation here follows a driver (a property animator, a percent-driven transition)
    /// rather than the clock.
    var hasDrivenAnimation: Bool { animationEntries.contains { $0.animation.driver != nil } }

    /// Whether an animation from a UIView block without `.allowUserInteraction` is running here.
    var hasInteractionBlockingAnimation: Bool {
        let now = mediaTime
        return animationEntries.contains { $0.animation.blocksInteraction && $0.animation.needsFrames(at: now) }
    }

    /// The value the eye sees for `keyPath`, given the model value `base` (which may be an old model
    /// value, when a new animation is about to start from where the old one is).
    func presentationValue(forKeyPath keyPath: String, base: AnimatableValue) -> AnimatableValue {
        var value = base
        let now = mediaTime
        for entry in animationEntries {
            apply(entry.animation, at: now, keyPath: keyPath, to: &value, base: base)
        }
        return value
    }

    /// Applies one animation's contribution for `keyPath` (a group contributes its children's).
    private func apply(_ anim: CAAnimation, at time: CFTimeInterval, keyPath: String,
                       to value: inout AnimatableValue, base: AnimatableValue) {
        if let group = anim as? CAAnimationGroup {
            guard case .active(let f) = group.phase(at: time) else { return }
            let local = f * group.effectiveDuration
            for child in group.animations ?? [] {
                apply(child, at: local, keyPath: keyPath, to: &value, base: base)
            }
            return
        }
        guard let prop = anim as? CAPropertyAnimation, prop.keyPath == keyPath else { return }
        let fraction: Double
        switch anim.phase(at: time) {
        case .before:
            guard anim.fillMode.fillsBackwards || anim.driver != nil else { return }
            fraction = 0
        case .active(let f):
            fraction = f
        case .after(let f):
            guard anim.fillMode.fillsForwards || anim.driver != nil || !anim.isRemovedOnCompletion else { return }
            fraction = f
        }
        let bypass = anim.driver?.bypassesCurve(for: anim) ?? false
        guard let v = prop.value(atFraction: fraction, base: base, bypassCurve: bypass) else { return }
        value = prop.isAdditive ? value.adding(v) : v
    }

    /// A copy of this layer with every animated property at its presentation value; `self` when
    /// nothing animates.
    func makePresentation() -> CALayer {
        guard !animationEntries.isEmpty else { return self }
        let p = type(of: self).init()
        p.isPresentationCopy = true
        p.modelLayer = self
        p.copyAppearance(from: self)
        var keys: [String] = []
        func collect(_ a: CAAnimation) {
            if let g = a as? CAAnimationGroup { g.animations?.forEach(collect) }
            if let k = (a as? CAPropertyAnimation)?.keyPath, !keys.contains(k) { keys.append(k) }
        }
        animationEntries.forEach { collect($0.animation) }
        for key in keys {
            guard let base = animatableValue(forKeyPath: key) else { continue }
            p.setAnimatableValue(presentationValue(forKeyPath: key, base: base), forKeyPath: key)
        }
        return p
    }
}

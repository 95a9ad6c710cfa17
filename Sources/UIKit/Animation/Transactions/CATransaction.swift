import Foundation

/// Groups layer changes, as Core Animation's `CATransaction`: the implicit animations of standalone
/// layers changed inside take this transaction's duration and timing function, can be turned off
/// with `setDisableActions(true)`, and a completion block runs once every animation added inside
/// has stopped.
///
/// ```swift
/// CATransaction.begin()
/// CATransaction.setAnimationDuration(0.6)
/// CATransaction.setCompletionBlock { badge.removeFromSuperlayer() }
/// badge.opacity = 0            // fades over 0.6 s, then the badge is removed
/// CATransaction.commit()
/// ```
///
/// Changes made outside `begin`/`commit` belong to an implicit transaction that the next frame
/// commits (or `flush()`). The state is the current application's (`LayerTreeContext.transactions`).
@MainActor
open class CATransaction {
    private static var stack: TransactionStack { ApplicationContext.current.layerTree.transactions }

    open class func begin() { stack.begin() }

    /// Ends the innermost transaction. Its completion block runs now if it added no animation.
    open class func commit() {
        precondition(stack.depth > 0, "CATransaction.commit() without a matching CATransaction.begin()")
        stack.commit()
    }

    /// Commits the implicit transaction now instead of at the next frame (no effect inside an
    /// explicit transaction, as in Core Animation).
    open class func flush() { stack.commitImplicit() }

    open class func animationDuration() -> CFTimeInterval { stack.animationDuration }
    open class func setAnimationDuration(_ dur: CFTimeInterval) { stack.animationDuration = dur }

    open class func animationTimingFunction() -> CAMediaTimingFunction? { stack.animationTimingFunction }
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        stack.animationTimingFunction = function
    }

    open class func disableActions() -> Bool { stack.disableActions }
    open class func setDisableActions(_ flag: Bool) { stack.disableActions = flag }

    open class func completionBlock() -> (() -> Void)? { stack.completionBlock }
    /// Runs `block` once every animation added from now until this transaction commits has stopped.
    open class func setCompletionBlock(_ block: (() -> Void)?) { stack.completionBlock = block }

    /// A transaction setting by key (the four above are stored under `TransactionKey`'s names).
    open class func value(forKey key: String) -> Any? {
        key == TransactionKey.completionBlock ? stack.completionBlock : stack.value(forKey: key)
    }

    open class func setValue(_ anObject: Any?, forKey key: String) {
        if key == TransactionKey.completionBlock {
            stack.completionBlock = anObject as? () -> Void
        } else {
            stack.setValue(anObject, forKey: key)
        }
    }

    /// Core Animation's lock for transactions made on other threads; Segue's run on the main actor.
    open class func lock() {}
    open class func unlock() {}
}

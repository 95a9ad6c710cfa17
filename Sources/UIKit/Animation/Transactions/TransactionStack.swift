import Foundation

/// The open `CATransaction`s of one application, innermost last, and the implicit transaction
/// that collects changes made outside any of them until the next frame commits it.
///
/// A transaction's settings (duration, disabled actions, timing, any value set by key) are looked up
/// from the innermost transaction outwards, so a nested transaction inherits what an outer one set
/// and may override it. A completion block waits for every animation added to a layer of the tree
/// after it was set, until that transaction commits; then it runs once they have all stopped
/// (finished or removed), or at once if there were none.
///
/// Held by `LayerTreeContext`; like it, not isolated: layers reach it from their setters.
final class TransactionStack {
    /// One transaction: the settings it was given and the animations its completion waits for.
    final class Transaction {
        var values: [String: Any] = [:]
        var completion: (() -> Void)?
        var pending: [ObjectIdentifier] = []
        var isCommitted = false
    }

    private var open: [Transaction] = []
    /// Outside every explicit transaction: made on first use, committed by the next frame or `flush`.
    private var implicit: Transaction?
    /// Committed transactions whose completion still waits for animations.
    private var waiting: [Transaction] = []

    /// Transactions from the innermost outwards.
    private var chain: [Transaction] { open.reversed() + (implicit.map { [$0] } ?? []) }

    /// The innermost transaction, making the implicit one if none is open.
    private var current: Transaction {
        if let last = open.last { return last }
        if let implicit { return implicit }
        let made = Transaction()
        implicit = made
        return made
    }

    /// How many explicit transactions are open.
    var depth: Int { open.count }

    func begin() { open.append(Transaction()) }

    /// Ends the innermost explicit transaction (the implicit one when none is open).
    func commit() {
        if open.isEmpty {
            commitImplicit()
            return
        }
        finish(open.removeLast())
    }

    /// How many times the implicit transaction has been committed (each frame, each `flush`): a layer
    /// that joined the tree since the last of these has never been drawn, so it has nothing to
    /// animate from.
    private(set) var implicitCommits: UInt64 = 0

    /// Commits the implicit transaction, if there is one and no explicit one is open.
    func commitImplicit() {
        guard open.isEmpty else { return }
        implicitCommits &+= 1
        guard let t = implicit else { return }
        implicit = nil
        finish(t)
    }

    private func finish(_ t: Transaction) {
        t.isCommitted = true
        if t.pending.isEmpty {
            runCompletion(of: t)
        } else {
            waiting.append(t)
        }
    }

    private func runCompletion(of t: Transaction) {
        guard let block = t.completion else { return }
        t.completion = nil
        block()
    }

    // MARK: Settings

    func value(forKey key: String) -> Any? {
        for t in chain { if let v = t.values[key] { return v } }
        return nil
    }

    func setValue(_ value: Any?, forKey key: String) { current.values[key] = value }

    var animationDuration: CFTimeInterval {
        get { (value(forKey: TransactionKey.animationDuration) as? CFTimeInterval) ?? 0.25 }
        set { setValue(newValue, forKey: TransactionKey.animationDuration) }
    }

    var disableActions: Bool {
        get { (value(forKey: TransactionKey.disableActions) as? Bool) ?? false }
        set { setValue(newValue, forKey: TransactionKey.disableActions) }
    }

    var animationTimingFunction: CAMediaTimingFunction? {
        get { value(forKey: TransactionKey.animationTimingFunction) as? CAMediaTimingFunction }
        set { setValue(newValue, forKey: TransactionKey.animationTimingFunction) }
    }

    var completionBlock: (() -> Void)? {
        get { current.completion }
        set { current.completion = newValue }
    }

    // MARK: Animations

    /// An animation was added to a layer of the tree: every open transaction with a completion
    /// block waits for it.
    func animationAdded(_ animation: CAAnimation) {
        let id = ObjectIdentifier(animation)
        for t in chain where t.completion != nil { t.pending.append(id) }
    }

    /// An animation stopped: committed transactions that waited only for it run their completion.
    func animationStopped(_ animation: CAAnimation) {
        let id = ObjectIdentifier(animation)
        for t in chain { t.pending.removeAll { $0 == id } }
        var done: [Transaction] = []
        for t in waiting {
            t.pending.removeAll { $0 == id }
            if t.pending.isEmpty { done.append(t) }
        }
        guard !done.isEmpty else { return }
        waiting.removeAll { t in done.contains { $0 === t } }
        for t in done { runCompletion(of: t) }
    }

    /// Forgets every transaction (a reset clock drops every animation they waited for).
    func removeAll() {
        open.removeAll()
        implicit = nil
        waiting.removeAll()
    }
}

/// The keys `CATransaction`'s own settings are stored under, as Core Animation names them.
public enum TransactionKey {
    public static let animationDuration = "animationDuration"
    public static let disableActions = "disableActions"
    public static let animationTimingFunction = "animationTimingFunction"
    public static let completionBlock = "completionBlock"
}

import Foundation

extension ViewControllerTransition {
    /// What a transition has from its start on, carried by its phases (`Phase`) rather than kept in
    /// optionals: the context it hands the animator and the interaction controller, the coordinator
    /// it hands the controllers, and how its animation started — a fact the coordinator reports as
    /// `initiallyInteractive` for the rest of the transition.
    struct Run {
        let context: TransitionContext
        let coordinator: TransitionCoordinator
        /// Whether the animation started under the interaction controller (`wantsInteractiveStart`);
        /// false until the transition leaves `starting`.
        let startedInteractive: Bool

        init(context: TransitionContext, coordinator: TransitionCoordinator, startedInteractive: Bool = false) {
            self.context = context
            self.coordinator = coordinator
            self.startedInteractive = startedInteractive
        }

        /// The same run, started under the interaction controller.
        var startingInteractively: Run { Run(context: context, coordinator: coordinator, startedInteractive: true) }
    }
}

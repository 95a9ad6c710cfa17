@testable import UIKit
import Testing
import UIKitTesting

extension SharedState {
    /// A tab switch the delegate animates: run as a full transition in the tab bar controller's
    /// content area, with a context, a coordinator, the trace and the checker, appearance callbacks
    /// carrying `animated: true`, and an interaction controller that may cancel it.
    @Suite struct TabBarAnimatedSwitchTests {
        static let inboxPoint = CGPoint(x: 160, y: 455)
        static let settingsPoint = CGPoint(x: 266, y: 455)

        @Test func aCrossFadeRunsAsATransitionWithBothTabsInTheContentArea() {
            // Precondition: Home shown; the delegate vends a 0.3 s linear cross-fade.
            let f = TabFixture()
            let fade = CrossFadeAnimator(duration: 0.3)
            f.log.animator = fade
            withTransitionStage(root: f.tabs) { stage in
                var lines: [String] = []
                let violations = collectingViolations {
                    lines = TransitionTrace.capture {
                        // Action: click Inbox and let 0.15 s pass.
                        stage.click(at: Self.inboxPoint)
                        stage.run(seconds: 0.15)

                        // Assertion (mid-switch): the selection already changed; both views fill
                        // the content area, faded by the animator's fraction; a coordinator exists.
                        #expect(f.tabs.selectedIndex == 1)
                        #expect(f.tabs.tabBar.selectedItem === f.inbox.tabBarItem)
                        let container = f.tabs.transitionView
                        #expect(container.frame == CGRect(x: 0, y: 0, width: 320, height: 431))
                        #expect(container.subviews.map(ObjectIdentifier.init) == [f.home.view, f.inbox.view].map(ObjectIdentifier.init))
                        #expect(f.inbox.view.frame == container.bounds)
                        let fraction = fade.running?.fractionComplete ?? -1
                        #expect(fraction > 0.4 && fraction < 0.6, "fraction \(fraction)")
                        #expect(abs(CGFloat(presentedOpacity(f.home.view)) - (1 - fraction)) < 0.02)
                        #expect(abs(CGFloat(presentedOpacity(f.inbox.view)) - fraction) < 0.02)
                        let coordinator = f.inbox.transitionCoordinator
                        #expect(coordinator != nil && coordinator?.isAnimated == true)
                        #expect(coordinator?.containerView === container)
                        #expect(f.home.appearanceState == .disappearing && f.inbox.appearanceState == .appearing)

                        // Action: let it end.
                        stage.run(seconds: 0.3)
                    }
                }
                // Assertion: only Inbox remains, opaque, at the content area; no transition left.
                #expect(violations.isEmpty, "\(violations)")
                #expect(f.tabs.transitionView.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(f.inbox.view)])
                #expect(f.home.view.superview == nil && f.home.view.alpha == 1 && f.inbox.view.alpha == 1)
                #expect(f.tabs.selectedViewController === f.inbox)
                #expect(f.inbox.transitionCoordinator == nil)
                #expect(f.tabs.view.subviews.last === f.tabs.tabBar)
                // The trace: asked, animated callbacks in UIKit's order, the animator, then told.
                #expect(lines == [
                    "TabLog.tabBarController(Tabs, shouldSelect: InboxTab) -> true",
                    "TabLog.tabBarController(Tabs, animationControllerForTransitionFrom: HomeTab, to: InboxTab) -> CrossFadeAnimator",
                    "TabLog.tabBarController(Tabs, interactionControllerFor: CrossFadeAnimator) -> nil",
                    "InboxTab.viewDidLoad()",
                    "HomeTab.viewWillDisappear(true)",
                    "InboxTab.viewWillAppear(true)",
                    "CrossFadeAnimator.interruptibleAnimator(using:) -> UIViewPropertyAnimator",
                    "TabLog.tabBarController(Tabs, didSelect: InboxTab)",
                    "CrossFadeAnimator.completeTransition(true)",
                    "HomeTab.viewDidDisappear(true)",
                    "InboxTab.viewDidAppear(true)",
                    "CrossFadeAnimator.animationEnded(true)",
                ])
            }
        }

        @Test func anInteractiveSwitchCancelledAt30PercentPutsEverythingBackThenFinishedAt70Switches() {
            // Precondition: Home shown; a cross-fade driven by a percent-driven interaction.
            let f = TabFixture()
            f.log.animator = CrossFadeAnimator(duration: 0.3)
            let interaction = UIPercentDrivenInteractiveTransition()
            f.log.interaction = interaction
            withTransitionStage(root: f.tabs) { stage in
                let homeFrame = f.home.view.frame
                var lines: [String] = []
                let violations = collectingViolations {
                    lines = TransitionTrace.capture {
                        // Action: select Inbox by code, scrub to 30 %.
                        f.tabs.selectedIndex = 1
                        stage.frame()
                        interaction.update(0.3)
                        stage.frame()
                        // Assertion (scrubbed): the fade is at 30 %, Inbox selected, interactive.
                        #expect(abs(presentedOpacity(f.home.view) - 0.7) < 0.01)
                        #expect(abs(presentedOpacity(f.inbox.view) - 0.3) < 0.01)
                        #expect(f.tabs.selectedIndex == 1)
                        #expect(f.inbox.transitionCoordinator?.isInteractive == true)
                        // Action: cancel and let it play back.
                        interaction.cancel()
                        stage.run(seconds: 0.5)
                    }
                }
                // Assertion: Home selected again, its view alone where it was and opaque, the bar
                // highlighting it, the callbacks turned back.
                #expect(violations.isEmpty, "\(violations)")
                #expect(f.tabs.selectedIndex == 0 && f.tabs.selectedViewController === f.home)
                #expect(f.tabs.tabBar.selectedItem === f.home.tabBarItem)
                #expect(f.tabs.transitionView.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(f.home.view)])
                #expect(f.home.view.frame == homeFrame)
                #expect(f.home.view.alpha == 1 && presentedOpacity(f.home.view) == 1)
                #expect(f.inbox.view.superview == nil)
                #expect(f.home.appearanceState == .appeared && f.inbox.appearanceState == .disappeared)
                #expect(Array(lines.suffix(5)) == [
                    "InboxTab.viewWillDisappear(true)",
                    "InboxTab.viewDidDisappear(true)",
                    "HomeTab.viewWillAppear(true)",
                    "HomeTab.viewDidAppear(true)",
                    "CrossFadeAnimator.animationEnded(false)",
                ])

                // Action: select Inbox again, scrub to 70 %, finish.
                f.tabs.selectedIndex = 1
                stage.frame()
                interaction.update(0.7)
                stage.frame()
                interaction.finish()
                stage.run(seconds: 0.5)
                // Assertion: switched.
                #expect(f.tabs.selectedIndex == 1 && f.tabs.tabBar.selectedItem === f.inbox.tabBarItem)
                #expect(f.tabs.transitionView.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(f.inbox.view)])
                #expect(f.inbox.view.alpha == 1 && f.home.view.superview == nil)
                #expect(f.home.appearanceState == .disappeared && f.inbox.appearanceState == .appeared)
            }
        }

        @Test func aTapOnAnotherTabWhileASwitchAnimatesIsIgnored() {
            // Precondition: a switch to Inbox is half way.
            let f = TabFixture()
            f.log.animator = CrossFadeAnimator(duration: 0.3)
            withTransitionStage(root: f.tabs) { stage in
                stage.click(at: Self.inboxPoint)
                stage.run(seconds: 0.1)
                // Action: click Settings.
                var lines: [String] = []
                let warnings = capturingWarnings {
                    lines = TransitionTrace.capture { stage.click(at: Self.settingsPoint) }
                }
                // Assertion: nobody is asked, nothing warns, the switch goes on to Inbox.
                #expect(lines.isEmpty, "\(lines)")
                #expect(warnings.isEmpty, "\(warnings)")
                #expect(f.tabs.selectedViewController === f.inbox)
                stage.run(seconds: 0.4)
                #expect(f.tabs.selectedViewController === f.inbox && !f.settings.isViewLoaded)
                #expect(f.tabs.transitionView.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(f.inbox.view)])
            }
        }

        @Test func selectingByCodeWhileASwitchAnimatesIsRefusedWithAWarning() {
            // Precondition: a switch to Inbox is half way.
            let f = TabFixture()
            f.log.animator = CrossFadeAnimator(duration: 0.3)
            withTransitionStage(root: f.tabs) { stage in
                stage.click(at: Self.inboxPoint)
                stage.run(seconds: 0.1)
                // Action
                let warnings = capturingWarnings { f.tabs.selectedIndex = 2 }
                // Assertion: one warning naming the call; the switch to Inbox goes on.
                #expect(warnings.count == 1)
                #expect(warnings.first?.contains("selectedIndex = 2 while a tab switch is in progress") == true, "\(warnings)")
                stage.run(seconds: 0.4)
                #expect(f.tabs.selectedViewController === f.inbox && !f.settings.isViewLoaded)
            }
        }

        @Test func anAnimatorThatNeverCompletesIsNamedByTheWatchdog() {
            // Precondition: the delegate vends an animator that forgets completeTransition.
            let f = TabFixture()
            let stuck = RecordingAnimator(presenting: true, duration: 0.2)
            stuck.ending = .never
            f.log.animator = stuck
            withTransitionStage(root: f.tabs) { stage in
                // Action: switch by code, wait past its duration plus two seconds.
                let warnings = capturingWarnings {
                    f.tabs.selectedIndex = 2
                    stage.run(seconds: 2.5)
                }
                // Assertion: named, in one line, and the switch is still running.
                #expect(warnings.count == 1)
                #expect(warnings.first?.hasPrefix("RecordingAnimator has not called completeTransition(_:) 2.20 s after its tab switch started") == true,
                        "\(warnings)")
                #expect(f.tabs.runningTabTransition != nil)
                ViewControllerTransition.inFlight.first?.abandon()
            }
        }
    }
}

@testable import UIKit
import Foundation
import SegueDemo
import Testing
import UIKitTesting

extension SharedState {
    /// Scene 004 "Composer", headless: the compose button presents the composer card with the
    /// article's animator (a snapshot sliding up over a dark blur fading to 0.2 in 0.6 s), the text
    /// view takes the keyboard, Send posts to the top of the timeline and Cancel posts nothing —
    /// all under the transition invariant checker.
    @Suite struct ComposerFlowTests {
        static let size = CGSize(width: 420, height: 700)
        /// Frames of the article's 0.6 s at 60 Hz.
        static let transitionFrames = 36

        static func timeline(_ stage: DemoStage) throws -> TimelineViewController {
            let host = try #require(stage.window.rootViewController as? SceneHostViewController)
            let stack = try #require(host.content as? UINavigationController)
            return try #require(stack.viewControllers.first as? TimelineViewController)
        }

        /// The topmost enabled or disabled button titled `title` under `view`.
        static func button(titled title: String, in view: UIView) -> UIButton? {
            if let b = view as? UIButton, b.currentTitle == title { return b }
            return view.subviews.reversed().lazy.compactMap { button(titled: title, in: $0) }.first
        }

        static func blurViews(in view: UIView) -> [UIVisualEffectView] {
            (view as? UIVisualEffectView).map { [$0] } ?? view.subviews.flatMap { blurViews(in: $0) }
        }

        static func tap(_ view: UIView, on stage: DemoStage) {
            let frame = stage.frameInWindow(view)
            stage.tap(CGPoint(x: frame.midX, y: frame.midY))
        }

        /// Types `text` a character a key, as the keyboard sends it.
        static func type(_ text: String, on stage: DemoStage) {
            for ch in text {
                let key = ch == " " ? UIKey(keyCode: .keyboardSpacebar, characters: " ")
                                    : UIKey(keyCode: .other, characters: String(ch))
                stage.frame { [.keyDown(key, time: $0)] }
                stage.frame { [.keyUp(key, time: $0)] }
            }
        }

        /// Taps compose and lets the presentation finish; returns the composer.
        static func openComposer(_ stage: DemoStage) throws -> ComposerViewController {
            tap(try #require(stage.view("compose")), on: stage)
            stage.settle()
            let stack = try #require(try timeline(stage).presentedViewController as? UINavigationController)
            return try #require(stack.viewControllers.first as? ComposerViewController)
        }

        static func expectNoViolations() {
            TransitionInvariantChecker.verifyNothingInFlight()
            #expect(TransitionInvariantChecker.violations.isEmpty, "\(TransitionInvariantChecker.violations)")
        }

        @Test func composeSlidesTheComposerUpOverABlurThatReachesTwoTenthsInSixTenthsOfASecond() throws {
            try DemoStage.with(scene: "composer", size: Self.size) { stage in
                // Precondition: the timeline alone, the compose button in its bar, no blur anywhere.
                TransitionInvariantChecker.isEnabled = true
                TransitionInvariantChecker.removeAllViolations()
                let timeline = try Self.timeline(stage)
                let compose = try #require(stage.view("compose"))
                #expect(stage.frameInWindow(compose).maxY <= UINavigationBar.defaultHeight)
                #expect(Self.blurViews(in: stage.window).isEmpty)

                // Action 1: tap compose, then half the transition.
                Self.tap(compose, on: stage)
                for _ in 0..<Self.transitionFrames / 2 { stage.frame() }

                // Assertion 1: a dark blur over the window, part way to 0.2; the composer itself
                // not in the window yet (its snapshot is sliding), and below its resting place.
                let blur = try #require(Self.blurViews(in: stage.window).first)
                #expect((blur.effect as? UIBlurEffect)?.style == .systemMaterialDark)
                #expect(stage.frameInWindow(blur) == CGRect(origin: .zero, size: Self.size))
                let midOpacity = CGFloat(blur.layer.presentation()?.opacity ?? -1)
                #expect(midOpacity > 0.05 && midOpacity < 0.15, "blur opacity half way: \(midOpacity)")
                let stack = try #require(timeline.presentedViewController as? UINavigationController)
                #expect(stack.view.window == nil)
                #expect(stack.modalPresentationStyle == .custom)

                // Action 2: the rest of the 0.6 s, and one frame more.
                for _ in 0..<(Self.transitionFrames - Self.transitionFrames / 2 + 1) { stage.frame() }

                // Assertion 2: the composer card is in place, 52 points below the top, the blur at
                // 0.2 under it; its text view has the keyboard, with the placeholder showing and
                // Send disabled.
                #expect(stage.frameInWindow(stack.view) == CGRect(x: 0, y: 52, width: 420, height: 648))
                #expect(abs(blur.alpha - 0.2) < 1e-6)
                #expect(abs(CGFloat(blur.layer.presentation()?.opacity ?? -1) - 0.2) < 1e-6)
                let composer = try #require(stack.viewControllers.first as? ComposerViewController)
                #expect(composer.textView.isFirstResponder)
                #expect(composer.sendItem.isEnabled == false)
                #expect(stage.view("composer-text") != nil)
                Self.expectNoViolations()
            }
        }

        @Test func sendIsEnabledOnlyOnceThereIsTextAndPutsThePostAtTheTopOfTheTimeline() throws {
            try DemoStage.with(scene: "composer", size: Self.size) { stage in
                // Precondition: the composer up; the timeline's posts as they were.
                TransitionInvariantChecker.isEnabled = true
                TransitionInvariantChecker.removeAllViolations()
                let timeline = try Self.timeline(stage)
                let before = timeline.posts
                let composer = try Self.openComposer(stage)
                let bar = try #require(composer.navigationController?.navigationBar)

                // Action 1: a blank, then Send while it is disabled.
                Self.type(" ", on: stage)
                Self.tap(try #require(Self.button(titled: "Send", in: bar)), on: stage)
                stage.settle()
                // Assertion 1: still disabled, nothing posted, the composer still up.
                #expect(composer.sendItem.isEnabled == false)
                #expect(timeline.posts == before)
                #expect(timeline.presentedViewController === composer.navigationController)
                #expect(composer.textView.isFirstResponder)

                // Action 2: type in Italian, Russian and Chinese.
                Self.type("Ciao! Привет 你好", on: stage)
                // Assertion 2: the text view has it all, the placeholder is gone, Send is enabled.
                #expect(composer.textView.text == " Ciao! Привет 你好")
                #expect(composer.sendItem.isEnabled)
                let send = try #require(Self.button(titled: "Send", in: bar))
                #expect(send.isEnabled)

                // Action 3: Send.
                Self.tap(send, on: stage)
                stage.settle()

                // Assertion 3: the post, trimmed, is first on the timeline, above the old first;
                // the composer and the blur are gone; the checker found nothing.
                #expect(timeline.presentedViewController == nil)
                #expect(timeline.posts.count == before.count + 1)
                #expect(timeline.posts.first == TimelinePost.mine("Ciao! Привет 你好"))
                #expect(timeline.textOfRow(at: 0) == "Ciao! Привет 你好")
                #expect(timeline.textOfRow(at: 1) == before.first?.text)
                #expect(Self.blurViews(in: stage.window).isEmpty)
                #expect(composer.textView.isFirstResponder == false)
                Self.expectNoViolations()
            }
        }

        @Test func cancelSlidesTheComposerAwayAndLeavesTheTimelineAsItWas() throws {
            try DemoStage.with(scene: "composer", size: Self.size) { stage in
                // Precondition: the composer up with a draft in it.
                TransitionInvariantChecker.isEnabled = true
                TransitionInvariantChecker.removeAllViolations()
                let timeline = try Self.timeline(stage)
                let before = timeline.posts
                let composer = try Self.openComposer(stage)
                Self.type("bozza", on: stage)
                let stack = try #require(composer.navigationController)

                // Action 1: Cancel, then half the dismissal.
                Self.tap(try #require(Self.button(titled: "Cancel", in: stack.view)), on: stage)
                for _ in 0..<Self.transitionFrames / 2 { stage.frame() }
                // Assertion 1: the real composer has left for its snapshot; the blur is fading out.
                #expect(stack.view.window == nil)
                let blur = try #require(Self.blurViews(in: stage.window).first)
                let opacity = CGFloat(blur.layer.presentation()?.opacity ?? -1)
                #expect(opacity > 0.05 && opacity < 0.15, "blur opacity half way out: \(opacity)")

                // Action 2: the rest of it.
                stage.settle()

                // Assertion 2: nothing posted, the blur removed, the timeline alone and unchanged.
                #expect(timeline.presentedViewController == nil)
                #expect(timeline.posts == before)
                #expect(timeline.textOfRow(at: 0) == before.first?.text)
                #expect(Self.blurViews(in: stage.window).isEmpty)
                #expect(blur.superview == nil)
                Self.expectNoViolations()
            }
        }

        @Test func escapeCancelsTheComposerAndStaysInTheScene() throws {
            try DemoStage.with(scene: "composer", size: Self.size) { stage in
                // Precondition: the composer up with a draft, its text view editing.
                TransitionInvariantChecker.isEnabled = true
                TransitionInvariantChecker.removeAllViolations()
                let timeline = try Self.timeline(stage)
                let before = timeline.posts
                let composer = try Self.openComposer(stage)
                Self.type("bozza", on: stage)
                #expect(composer.textView.isFirstResponder)

                // Action: Escape (every presented controller takes it as a request to dismiss).
                let escape = UIKey(keyCode: .keyboardEscape, characters: "\u{1B}")
                stage.frame { [.keyDown(escape, time: $0)] }
                stage.frame { [.keyUp(escape, time: $0)] }
                stage.settle()

                // Assertion: the composer is gone, nothing posted, and the scene is still open
                // (the gallery's Escape did not also run).
                #expect(timeline.presentedViewController == nil)
                #expect(timeline.posts == before)
                #expect(stage.window.rootViewController is SceneHostViewController)
                #expect(timeline.view.window != nil)
                Self.expectNoViolations()
            }
        }

        @Test func theDemoToolKeysTypeTheirLettersWhileTheComposerHasTheKeyboard() throws {
            try DemoStage.with(scene: "composer", size: Self.size) { stage in
                // Precondition: the composer up, animations at normal speed.
                let composer = try Self.openComposer(stage)
                #expect(stage.app.animationSpeed == 1)

                // Action: type the tool keys' letters (S slows animations, P pauses, H the HUD…).
                Self.type("SsPp.HhRrDds", on: stage)

                // Assertion: every one went into the text; no tool ran.
                #expect(composer.textView.text == "SsPp.HhRrDds")
                #expect(stage.app.animationSpeed == 1)
            }
        }

        @Test func aResizeWithTheComposerUpKeepsTheCardBelowTheTopAndTheBlurOverTheWindow() throws {
            try DemoStage.with(scene: "composer", size: Self.size) { stage in
                // Precondition: the composer up.
                TransitionInvariantChecker.isEnabled = true
                TransitionInvariantChecker.removeAllViolations()
                let composer = try Self.openComposer(stage)
                let stack = try #require(composer.navigationController)

                // Action: the window grows to 600×500.
                stage.resize(to: CGSize(width: 600, height: 500))
                stage.settle()

                // Assertion: the card spans the new width from 52 points down; the blur covers it all.
                #expect(stage.frameInWindow(stack.view) == CGRect(x: 0, y: 52, width: 600, height: 448))
                let blur = try #require(Self.blurViews(in: stage.window).first)
                #expect(stage.frameInWindow(blur) == CGRect(x: 0, y: 0, width: 600, height: 500))
                #expect(TransitionInvariantChecker.violations.isEmpty, "\(TransitionInvariantChecker.violations)")
            }
        }
    }
}

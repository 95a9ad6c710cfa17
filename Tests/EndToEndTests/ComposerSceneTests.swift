import CX11
import Foundation
import Testing
import TestTurns
@testable import UIKit
import UIKitTesting

/// Scene 004 "Composer" driven with real input through XTest, under the transition invariant
/// checker: the compose button clicked brings the composer card up under a blurred, darkened strip
/// of the timeline; text typed on the keyboard and sent lands at the top of the timeline; Cancel
/// gives the timeline back pixel for pixel. Checked by the window's pixels and the callback trace.
@Suite(.serialized, .takesTurns("clicks and types into the composer with the shared server's pointer and keyboard through XTest"))
struct ComposerSceneTests {
    typealias Stage = ComposerStage

    @Test func composeBringsTheCardUpUnderABlurredDarkenedStripOfTheTimeline() throws {
        // Precondition: the timeline; its title sharp and black in the strip the card will leave.
        let stage = try Stage.start()
        let before = Stage.lumaRange(in: stage.root, area: Stage.strip)
        #expect(before.lowerBound < 60 && before.upperBound > 240, "title strip before: \(before)")

        // Action: click compose and wait out the 0.6 s.
        let up = try Stage.openComposer(stage)

        // Assertion: above the card the timeline is darkened (nothing white is left) under a blur
        // at 0.2: worked back from the pixels, the blur layer is dark, and as dark over the title's
        // ink as over the paper around it — a tint alone would be black over the ink; the card is
        // white from its top edge at y 52 down, across the width.
        let after = Stage.lumaRange(in: up, area: Stage.strip)
        #expect(after.upperBound < 235, "the strip is not darkened: \(after)")
        let layer = Stage.blurLayerLuma(under: stage.root, over: up, alpha: 0.2, area: Stage.strip)
        #expect(layer.ink.count > 20 && layer.paper.count > 200, "ink \(layer.ink.count), paper \(layer.paper.count)")
        let ink = layer.ink.reduce(0, +) / Double(max(1, layer.ink.count))
        let paper = layer.paper.reduce(0, +) / Double(max(1, layer.paper.count))
        #expect(paper > 30 && paper < 140, "the blur layer over paper reads \(paper): not a dark material")
        #expect(ink > 0.6 * paper, "the blur layer over the title's ink reads \(ink) against \(paper) over paper: not blurred")
        let top = (40..<120).first { up.rgb(300, $0).luma > 245 }
        #expect(top == Stage.cardTop, "the card's top edge is at \(String(describing: top))")
        #expect(up.rgb(Int(Stage.cardProbe.0), Int(Stage.cardProbe.1)) == Stage.white)
        let (trace, violations) = Stage.finish(stage)
        #expect(trace == ["ComposerAnimator.completeTransition(true)"])
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test func textTypedOnTheKeyboardAndSentIsTheFirstPostOfTheTimeline() throws {
        // Precondition: the composer up.
        let stage = try Stage.start()
        _ = try Stage.openComposer(stage)

        // Action 1: type Russian, Chinese and Italian with XTest ("s" and "r" of "sara" are also
        // the demo's tool keys; Cyrillic and CJK are on no key of the server's US keymap).
        try Stage.type("Привет 你好 ciao sara", stage)
        usleep(600_000)
        let typed = try #require(stage.demo.capture(stage.window))
        // The text's ink in the card, under its bar; the caret's blue is left out.
        let textArea = CGRect(x: 0, y: Stage.cardTop + 44, width: 600, height: 40)
        let ink = try #require(Stage.inkBox(in: typed, area: textArea), "nothing typed shows in the composer")
        #expect(ink.width > 150, "the typed text is only \(ink.width) px wide")
        let typedText = typed.cropped(ink)

        // Action 2: click Send.
        stage.click(Stage.send)

        // Assertion: the first post is now "You"'s (a green avatar), and its text is the same ink,
        // pixel for pixel, as what was typed (the composer and the posts use one font); the card is
        // gone; one presentation and one dismissal, both completed, no broken rule.
        let seen = stage.demo.waitForPixel(of: stage.window, x: Stage.firstAvatar.0, y: Stage.firstAvatar.1) { $0 == Stage.green }
        #expect(seen == Stage.green, "first avatar: \(String(describing: seen))")
        usleep(800_000)
        let sent = try #require(stage.demo.capture(stage.window))
        let firstRow = CGRect(x: 60, y: 44, width: 540, height: 80)
        #expect(Stage.find(typedText, in: sent, area: firstRow) != nil, "the typed text is not in the first post")
        #expect(Stage.lumaRange(in: sent, area: Stage.strip).lowerBound < 60, "the title is not sharp again")
        let (trace, violations) = Stage.finish(stage)
        #expect(trace == ["ComposerAnimator.completeTransition(true)", "ComposerAnimator.completeTransition(true)"])
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test func cancelGivesTheTimelineBackPixelForPixel() throws {
        // Precondition: the composer up with a draft typed into it.
        let stage = try Stage.start()
        _ = try Stage.openComposer(stage)
        try Stage.type("bozza", stage)

        // Action: click Cancel.
        stage.click(Stage.cancel)

        // Assertion: the window is exactly the timeline it was before compose was clicked: no blur
        // left, nothing posted; the checker found nothing.
        #expect(try stage.differingPixels(from: stage.root) == 0)
        let (trace, violations) = Stage.finish(stage)
        #expect(trace == ["ComposerAnimator.completeTransition(true)", "ComposerAnimator.completeTransition(true)"])
        #expect(violations.isEmpty, "\(violations)")
    }
}

import CX11
import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import X11Platform

/// Scene 004 "Composer" at 600×500, opened under the transition invariant checker. The timeline's
/// navigation bar is 44 pt with the compose button at its right end; the first post's avatar is
/// centred at (38, 78), its initial white in the middle. Presented, the composer card starts 52 pt down, its own bar 44 pt tall with
/// Cancel at the left and Send at the right, the text starting 16 pt in, 12 pt under the bar.
enum ComposerStage {
    static let compose = (Int32(570), Int32(22))
    static let cancel = (Int32(40), Int32(74))
    static let send = (Int32(560), Int32(74))
    /// The first post's avatar left of its initial: Giulia's pink before anything is posted,
    /// "You"'s green after.
    static let firstAvatar = (Int32(22), Int32(78))
    static let pink = RGB(UIColor.systemPink)
    static let green = RGB(UIColor.systemGreen)
    static let white = RGB(255, 255, 255)
    /// The card's top edge, and where its text starts.
    static let cardTop = 52
    /// Inside the card, well clear of its bar and text: white once it is up.
    static let cardProbe = (Int32(300), Int32(400))
    /// The strip above the card, where the timeline's title shows through the blur.
    static let strip = CGRect(x: 200, y: 8, width: 200, height: 36)

    /// The scene settled on its timeline, the checker on.
    static func start() throws -> SceneStage {
        try SceneStage.start(scene: "composer", probe: firstAvatar, settledOn: pink, environment: ["SEGUE_CHECK": "1"])
    }

    /// Clicks compose and returns the window once the card is up: the animator has completed the
    /// presentation (its trace line; a loaded machine may end the 0.6 s slide late), then a moment
    /// for the last frame to reach the screen.
    static func openComposer(_ stage: SceneStage) throws -> Bitmap {
        stage.click(compose)
        let completed = stage.demo.waitForStandardError(containing: "ComposerAnimator.completeTransition(true)", timeout: 10)
        try #require(completed, "the presentation never completed")
        // The darkened timeline ends and the white card begins at its resting top edge.
        _ = stage.demo.waitForPixel(of: stage.window, x: 300, y: Int32(cardTop)) { $0.luma > 245 }
        usleep(200_000)
        return try #require(stage.demo.capture(stage.window))
    }

    /// Types `text` with XTest, a key at a time, through Segue's own injector: characters the
    /// keymap lacks (Cyrillic, CJK) go on spare key codes, which are put back once the demo has
    /// read every key.
    static func type(_ text: String, _ stage: SceneStage) throws {
        let display = try #require(ProcessInfo.processInfo.environment["DISPLAY"], "no DISPLAY for XTest")
        let injector = try XTestInjector(window: UInt(stage.window), display: display)
        for ch in text {
            let key = ch == " " ? UIKey(keyCode: .keyboardSpacebar, characters: " ") : UIKey(keyCode: .other, characters: String(ch))
            injector.send(.keyDown(key, time: 0))
            injector.send(.keyUp(key, time: 0))
            injector.sync()
            usleep(60_000)
        }
        usleep(300_000)
        injector.restoreKeyboardMapping()
        injector.sync()
    }

    /// The smallest rectangle of `bitmap` inside `area` holding every dark grey pixel (text in
    /// `.label`, not the blue caret).
    static func inkBox(in bitmap: Bitmap, area: CGRect) -> CGRect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in Int(area.minY)..<Int(area.maxY) {
            for x in Int(area.minX)..<Int(area.maxX) {
                let c = bitmap.rgb(x, y)
                guard c.luma < 160, abs(c.r - c.b) < 24 else { continue }
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// Where `needle` appears in `bitmap` inside `area`, pixel for pixel (within 4 per channel).
    static func find(_ needle: Bitmap, in bitmap: Bitmap, area: CGRect) -> (x: Int, y: Int)? {
        for y in Int(area.minY)...(Int(area.maxY) - needle.height) {
            for x in Int(area.minX)...(Int(area.maxX) - needle.width) {
                var same = true
                outer: for ny in 0..<needle.height {
                    for nx in 0..<needle.width where !bitmap.rgb(x + nx, y + ny).isClose(to: needle.rgb(nx, ny), tolerance: 4) {
                        same = false
                        break outer
                    }
                }
                if same { return (x, y) }
            }
        }
        return nil
    }

    /// What the blur view draws at `alpha` over `area`, pixel by pixel, worked back from the
    /// window before (`under`) and with it (`over`): over = alpha × blur + (1 − alpha) × under. Luma,
    /// split into the pixels that were ink (dark text) under it and the ones that were paper.
    static func blurLayerLuma(under: Bitmap, over: Bitmap, alpha: Double, area: CGRect) -> (ink: [Double], paper: [Double]) {
        var ink: [Double] = [], paper: [Double] = []
        for y in Int(area.minY)..<Int(area.maxY) {
            for x in Int(area.minX)..<Int(area.maxX) {
                let below = Double(under.rgb(x, y).luma)
                let drawn = (Double(over.rgb(x, y).luma) - (1 - alpha) * below) / alpha
                if below < 40 { ink.append(drawn) } else if below > 240 { paper.append(drawn) }
            }
        }
        return (ink, paper)
    }

    /// The darkest and lightest luma in `area` of `bitmap`.
    static func lumaRange(in bitmap: Bitmap, area: CGRect) -> ClosedRange<Int> {
        var low = 255, high = 0
        for y in Int(area.minY)..<Int(area.maxY) {
            for x in Int(area.minX)..<Int(area.maxX) {
                let l = bitmap.rgb(x, y).luma
                low = min(low, l); high = max(high, l)
            }
        }
        return low...high
    }

    /// The stage's closing trace lines about the composer's transitions, and whether the invariant
    /// checker complained.
    static func finish(_ stage: SceneStage) -> (trace: [String], violations: [String]) {
        let trace = stage.finish(keeping: ["ComposerAnimator.completeTransition"])
        let violations = stage.demo.standardError.split(separator: "\n").map(String.init)
            .filter { $0.contains("invariant violated") }
        return (trace, violations)
    }
}

@testable import UIKit
import Testing
import UIKitTesting

extension SharedState {
    /// The bar as iOS draws it: its place, colours and hairline, the title centred, the back button
    /// with the previous title (or "Back"), bar button items that run their actions when tapped, the
    /// titles' slide during a push and a pop, and hiding the bar.
    @Suite struct NavigationBarTests {
        private func content(_ nav: UINavigationController) -> NavigationBarContentView { nav.navigationBar.content! }

        @Test func theBarIsIOSsLightBarAcrossTheTop() {
            withNavigationStage { stage, nav, inbox in
                let bar = nav.navigationBar
                // Assertion: 44 points at the top, 0xF0F9F9F9, a one-pixel 30 % hairline below it.
                #expect(bar.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
                #expect(bar.backgroundColor == UIColor(red: 249.0 / 255, green: 249.0 / 255, blue: 249.0 / 255, alpha: 240.0 / 255))
                #expect(bar.hairline.frame == CGRect(x: 0, y: 44, width: 320, height: 1))
                #expect(bar.hairline.backgroundColor == UIColor(white: 0, alpha: 0.3))
                #expect(nav.transitionView.frame == CGRect(x: 0, y: 44, width: 320, height: 436))
                // The root's title, centred, 17 pt semibold; no back button.
                let title = content(nav).titleLabel
                #expect(title.text == "Inbox")
                #expect(title.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
                #expect(abs(title.frame.midX - 160) <= 0.5)
                #expect(content(nav).backButton == nil)
            }
        }

        @Test func thePushedBarShowsABackButtonTitledWithThePreviousTitleOrBack() {
            withNavigationStage { stage, nav, inbox in
                // Action: push a controller with a short title.
                let message = Message(.red)
                message.title = "Message"
                nav.pushViewController(message, animated: false)
                stage.frame()
                // Assertion: back button "Inbox" at the leading edge, in the tint colour.
                let back = try! #require(content(nav).backButton)
                #expect(back.currentTitle == "Inbox")
                #expect(back.frame.minX == 0)
                #expect(back.currentTitleColor == UIColor.systemBlue)
                #expect(content(nav).titleLabel.text == "Message")

                // Action: a previous title too long to sit beside the title.
                inbox.navigationItem.title = "All Inboxes and Every Folder"
                stage.frame()
                // Assertion: the back button says "Back".
                #expect(content(nav).backButton?.currentTitle == "Back")
                #expect(content(nav).backButton!.frame.maxX <= content(nav).titleLabel.frame.minX)

                // Action: a back button title set on the previous item.
                inbox.navigationItem.backButtonTitle = "Mail"
                stage.frame()
                #expect(content(nav).backButton?.currentTitle == "Mail")

                // Action: the back button is tapped.
                let center = content(nav).backButton!.convert(CGPoint(x: 20, y: 22), to: nil)
                stage.app.handle(.pointerDown(center, button: 1, time: 300))
                stage.app.handle(.pointerUp(center, button: 1, time: 300.05))
                stage.run(seconds: 0.6)
                // Assertion: popped.
                #expect(nav.topViewController === inbox)
            }
        }

        @Test func barButtonItemsAreButtonsThatRunTheirActionsWhenTapped() {
            withNavigationStage { stage, nav, inbox in
                // Precondition: a done item on the right and a plain one on the left.
                final class Target { var edits = 0; func edit() { edits += 1 } }
                let target = Target()
                inbox.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: target, action: Target.edit)
                inbox.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: target, action: Target.edit)
                stage.frame()
                let right = try! #require(content(nav).rightButtons.first)
                let left = try! #require(content(nav).leftButtons.first)
                // Assertion: at the edges, titled, done in semibold.
                #expect(right.currentTitle == "Done")
                #expect(right.titleLabel?.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
                #expect(left.titleLabel?.font == UIFont.systemFont(ofSize: 17))
                #expect(right.frame.maxX == 312)
                #expect(left.frame.minX == 8)

                // Action: tap each.
                for button in [right, left] {
                    let p = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
                    stage.app.handle(.pointerDown(p, button: 1, time: 400))
                    stage.app.handle(.pointerUp(p, button: 1, time: 400.05))
                }
                // Assertion: each ran the action once.
                #expect(target.edits == 2)
            }
        }

        @Test func thePushSlidesTheNewTitleInAndTheOldTitleIntoTheBackButton() {
            withNavigationStage { stage, nav, inbox in
                // Precondition: the root's content, its title centred.
                let old = content(nav)
                let oldTitleFrame = old.titleLabel.frame
                let message = Message(.red)
                message.title = "Message"

                // Action: push, and look part of the way in.
                nav.pushViewController(message, animated: true)
                stage.run(seconds: 0.2)
                let new = content(nav)
                let back = try! #require(new.backTitlePart)
                let newTitleFrame = new.titleLabel.frame
                // The new title's centre starts on the trailing edge; p is how far it has come.
                let newStart = 320 - newTitleFrame.midX
                let p = 1 - presentedShift(new.titleLabel) / newStart
                // Assertion: every part is the same fraction p of the way along its own path.
                #expect(old !== new && old.superview === nav.navigationBar && new.superview === nav.navigationBar)
                #expect(p > 0.1 && p < 0.9, "\(p)")
                #expect(abs(CGFloat(presentedOpacity(new.titleLabel)) - p) <= 0.02)
                // The old title heads for the back title's place, fading.
                let toBack = back.frame.minX - oldTitleFrame.minX
                #expect(toBack < -50)
                #expect(abs(presentedShift(old.titleLabel) - p * toBack) <= 1, "\(presentedShift(old.titleLabel)) vs \(p * toBack)")
                #expect(abs(CGFloat(presentedOpacity(old.titleLabel)) - (1 - p)) <= 0.02)
                // The back title comes from where the old title was.
                #expect(abs(presentedShift(back.label) - (1 - p) * -toBack) <= 1)
                // The chevron, new here, fades in where it stands.
                let chevron = try! #require(new.backButton?.chevron)
                #expect(presentedShift(chevron) == 0)
                #expect(abs(CGFloat(presentedOpacity(chevron)) - p) <= 0.02)

                // Action: let it finish.
                stage.run(seconds: 0.6)
                // Assertion: only the new content is left, every part at rest where the layout put it.
                #expect(old.superview == nil)
                for part in [new.titleLabel, back.label, chevron] as [UIView] {
                    #expect(part.transform == .identity && part.alpha == 1)
                    #expect(presentedShift(part) == 0)
                }
                #expect(new.titleLabel.frame == newTitleFrame)
            }
        }

        @Test func thePopSlidesTheTitleAwayAndTheBackTitleIntoItsPlace() {
            withNavigationStage { stage, nav, inbox in
                // Precondition: Message pushed, with an Edit item; Inbox has a trailing Compose item.
                let message = Message(.red)
                message.title = "Message"
                message.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
                inbox.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Compose", style: .plain, target: nil, action: nil)
                nav.pushViewController(message, animated: false)
                stage.frame()
                let old = content(nav)
                let back = try! #require(old.backTitlePart)
                let oldTitleFrame = old.titleLabel.frame
                let chevron = try! #require(old.backButton?.chevron)

                // Action: pop, and look part of the way.
                nav.popViewController(animated: true)
                stage.run(seconds: 0.2)
                let new = content(nav)
                let newTitleFrame = new.titleLabel.frame
                // The old title leaves with its centre heading for the trailing edge.
                let p = presentedShift(old.titleLabel) / (320 - oldTitleFrame.midX)
                // Assertion: the parts move together, backwards from a push.
                #expect(p > 0.1 && p < 0.9, "\(p)")
                #expect(abs(CGFloat(presentedOpacity(old.titleLabel)) - (1 - p)) <= 0.02)
                // The back title slides into the title's place and the new title comes from the back title's.
                let toTitle = newTitleFrame.minX - back.frame.minX
                #expect(abs(presentedShift(back.label) - p * toTitle) <= 1)
                #expect(abs(presentedShift(new.titleLabel) - (1 - p) * -toTitle) <= 1)
                #expect(abs(CGFloat(presentedOpacity(new.titleLabel)) - p) <= 0.02)
                // The root has no back button: the chevron fades where it is; the items cross-fade in place.
                #expect(presentedShift(chevron) == 0)
                #expect(abs(CGFloat(presentedOpacity(chevron)) - (1 - p)) <= 0.02)
                let edit = try! #require(old.rightButtons.first), compose = try! #require(new.rightButtons.first)
                #expect(presentedShift(edit) == 0 && presentedShift(compose) == 0)
                #expect(abs(CGFloat(presentedOpacity(compose)) - p) <= 0.02)

                // Action: let it finish.
                stage.run(seconds: 0.6)
                // Assertion: the root's content alone, at rest.
                #expect(old.superview == nil)
                #expect(new.titleLabel.transform == .identity && new.titleLabel.alpha == 1)
                #expect(new.titleLabel.frame == newTitleFrame)
                #expect(compose.alpha == 1)
            }
        }

        @Test func theBuiltInPushSlidesOverTheDimmedOutgoingView() {
            withNavigationStage { stage, nav, inbox in
                // Action: push, and look a fifth of the way in.
                let message = Message(.red)
                nav.pushViewController(message, animated: true)
                stage.run(seconds: 0.1)
                let incoming = presentedFrame(message.view).minX
                let outgoing = presentedFrame(inbox.view).minX
                let dim = nav.transitionView.subviews.first { $0.backgroundColor == .black }
                // Assertion: incoming from the right, outgoing a third as far to the left, a veil between.
                #expect(incoming > 0 && incoming < 320)
                #expect(abs(outgoing - (incoming - 320) / 3) <= 1.5, "outgoing \(outgoing) for incoming \(incoming)")
                let veil = presentedOpacity(try! #require(dim))
                #expect(abs(CGFloat(veil) - 0.1 * (320 - incoming) / 320) <= 0.01)
                // At the end the outgoing view sits a third of the width to the left, out of the tree.
                stage.run(seconds: 0.6)
                #expect(inbox.view.frame.minX == -107)
                #expect(nav.transitionView.subviews.count == 1)
            }
        }

        @Test func hidingTheBarGivesTheContentTheWholeView() {
            withNavigationStage { stage, nav, inbox in
                // Action: hide the bar.
                nav.setNavigationBarHidden(true, animated: false)
                stage.frame()
                // Assertion: the content fills the window; the bar is hidden above it.
                #expect(nav.isNavigationBarHidden)
                #expect(nav.navigationBar.isHidden)
                #expect(inbox.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
                #expect(nav.transitionView.frame.minY == 0)
                // Action: show it again, animated, and let it finish.
                nav.setNavigationBarHidden(false, animated: true)
                stage.run(seconds: 0.3)
                #expect(!nav.navigationBar.isHidden)
                #expect(inbox.view.frame == CGRect(x: 0, y: 0, width: 320, height: 436))
            }
        }
    }
}

extension SharedState.NavigationBarTests {
    @Test func itemChangesRedrawTheBarAndHidesBackButtonAndTitleViewAreHonoured() {
        withNavigationStage { stage, nav, inbox in
            // Precondition: Message pushed with an Edit item.
            let message = Message(.red)
            message.title = "Message"
            let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
            message.navigationItem.rightBarButtonItem = edit
            nav.pushViewController(message, animated: false)
            stage.frame()
            let content = { nav.navigationBar.content! }
            #expect(content().rightButtons.first?.currentTitle == "Edit")

            // Action: the item's title and enabled state change.
            edit.title = "Save"
            edit.isEnabled = false
            stage.frame()
            // Assertion: the bar shows them.
            #expect(content().rightButtons.first?.currentTitle == "Save")
            #expect(content().rightButtons.first?.isEnabled == false)

            // Action: hide the back button; give the item a title view.
            message.navigationItem.hidesBackButton = true
            let badge = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
            message.navigationItem.titleView = badge
            stage.frame()
            // Assertion: no back button; the title view centred in place of the title.
            #expect(content().backButton == nil)
            #expect(badge.superview === content())
            #expect(badge.frame == CGRect(x: 130, y: 12, width: 60, height: 20))
            #expect(content().titleLabel.superview == nil)
        }
    }
}

extension SharedState.NavigationBarTests {
    @Test func aWiderWindowGivesTheBackButtonItsFullTitleAgain() {
        withNavigationStage { stage, nav, inbox in
            // Precondition: a previous title too long for 320 points beside "Message".
            inbox.navigationItem.title = "All Inboxes and Every Folder"
            let message = Message(.red)
            message.title = "Message"
            nav.pushViewController(message, animated: false)
            stage.frame()
            #expect(nav.navigationBar.content?.backButton?.currentTitle == "Back")
            // Action: the window grows to 900 points.
            stage.window.frame = CGRect(x: 0, y: 0, width: 900, height: 480)
            nav.view.frame = stage.window.bounds
            stage.frame()
            // Assertion: room again for the full title, and the title still centred.
            #expect(nav.navigationBar.content?.backButton?.currentTitle == "All Inboxes and Every Folder")
            #expect(abs(nav.navigationBar.content!.titleLabel.frame.midX - 450) <= 0.5)
        }
    }
}

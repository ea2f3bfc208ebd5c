import Foundation
import Testing
@testable import UIKit

/// `UIView.transition(with:…)` and `UIView.transition(from:to:…)` with the UIView options.
@Suite struct UIViewTransitionTests {
    @Test func optionsMapOntoCoreAnimationTypes() {
        let table: [(UIView.AnimationOptions, CATransitionType, CATransitionSubtype?)] = [
            (.transitionFlipFromLeft, .oglFlip, .fromLeft), (.transitionFlipFromRight, .oglFlip, .fromRight),
            (.transitionFlipFromTop, .oglFlip, .fromTop), (.transitionFlipFromBottom, .oglFlip, .fromBottom),
            (.transitionCurlUp, .pageCurl, nil), (.transitionCurlDown, .pageUnCurl, nil),
            (.transitionCrossDissolve, .fade, nil),
        ]
        for (option, type, subtype) in table {
            let effect = ([option, .curveLinear] as UIView.AnimationOptions).transitionEffect
            #expect(effect?.type == type && effect?.subtype == subtype)
        }
        #expect(UIView.AnimationOptions.curveEaseIn.transitionEffect == nil)
    }

    @Test func transitionWithRunsTheOptionsTransitionOnTheViewAndCompletesAtItsEnd() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.backgroundColor = .red
        var finished: [Bool] = []
        let (clock, _) = onClock {
            UIView.transition(with: card, duration: 0.5, options: .transitionFlipFromLeft, animations: {
                card.backgroundColor = .green
            }, completion: { finished.append($0) })
        }
        #expect(card.layer.animationKeys() == ["transition"])
        clock.advance(to: 0.25)
        let active = try! #require(card.layer.presentationTree().activeTransition)
        #expect(active.type == .oglFlip && active.subtype == .fromLeft)
        #expect(active.from.backgroundColor == UIColor.red.cgColor)
        // The change itself is not animated: the new look is the model's at once.
        #expect(card.layer.presentationTree().backgroundColor == UIColor.green.cgColor)
        #expect(abs(active.progress - CAMediaTimingFunction.easeInEaseOut.value(at: 0.5)) < 1e-12)
        #expect(finished.isEmpty)
        clock.advance(to: 0.6)
        #expect(finished == [true])
    }

    @Test func transitionFromToSwapsTheViewsUnderATransitionOfTheirSuperview() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(frame: container.bounds), b = UIView(frame: container.bounds), cover = UIView()
        container.addSubview(a)
        container.addSubview(cover)
        let (_, _) = onClock {
            UIView.transition(from: a, to: b, duration: 0.5, options: .transitionCurlUp)
        }
        #expect(container.subviews.map(ObjectIdentifier.init) == [b, cover].map(ObjectIdentifier.init))
        #expect(a.superview == nil)
        #expect(container.layer.presentationTree().activeTransition?.type == .pageCurl)
    }

    @Test func showHideTransitionViewsHidesInsteadOfRemoving() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(frame: container.bounds), b = UIView(frame: container.bounds)
        container.addSubview(a)
        container.addSubview(b)
        b.isHidden = true
        let (_, _) = onClock {
            UIView.transition(from: a, to: b, duration: 0.5, options: [.transitionCrossDissolve, .showHideTransitionViews])
        }
        #expect(a.isHidden && !b.isHidden && container.subviews.count == 2)
    }

    @Test func withoutATransitionOptionTheChangeJustHappens() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var finished: [Bool] = []
        let (clock, _) = onClock {
            UIView.transition(with: card, duration: 0.5, options: .curveLinear, animations: { card.alpha = 0.5 },
                            completion: { finished.append($0) })
        }
        #expect(card.layer.animationKeys() == nil && card.alpha == 0.5)
        clock.advance(to: 0)
        #expect(finished == [true])
    }

    @Test func childControllerTransitionsFlipTheViewHoldingTheChildren() {
        let parent = UIViewController(), a = UIViewController(), b = UIViewController()
        parent.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        for child in [a, b] {
            parent.addChild(child)
            child.didMove(toParent: parent)
        }
        parent.view.addSubview(a.view)
        var finished: [Bool] = []
        let (clock, _) = onClock {
            parent.transition(from: a, to: b, duration: 0.5, options: .transitionFlipFromRight, animations: {},
                              completion: { finished.append($0) })
        }
        let active = try! #require(parent.view.layer.presentationTree().activeTransition)
        #expect(active.type == .oglFlip && active.subtype == .fromRight)
        #expect(b.view.superview === parent.view && a.view.superview == nil)
        clock.advance(to: 0.6)
        #expect(finished == [true])
    }

    @Test func aTransitionOnTheWindowLayerAnimatesAPresentWithoutAnimation() {
        // The three-ways and cube articles: add the transition to the window's layer, then present unanimated.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let home = UIViewController(), detail = UIViewController()
        home.view.backgroundColor = .red
        detail.view.backgroundColor = .green
        let (clock, _) = onClock {
            window.rootViewController = home
            let transition = CATransition(type: .cube, subtype: .fromRight)
            transition.duration = 0.5
            window.layer.add(transition, forKey: "kTransitionAnimation")
            home.present(detail, animated: false)
        }
        clock.advance(to: 0.25)
        let presentation = window.layer.presentationTree()
        let active = try! #require(presentation.activeTransition)
        #expect(active.from.sublayerList.map(\.backgroundColor) == [UIColor.red.cgColor])
        // The live look is the presented screen, in the presentation's container.
        #expect(presentation.sublayerList.last?.sublayerList.last?.backgroundColor == UIColor.green.cgColor)
        clock.advance(to: 0.5)
        #expect(window.layer.presentationTree().activeTransition == nil)
    }
}


import Foundation
import Testing
import UIKit

/// UIKit's view hooks that real animators and their views override or call: `layerClass`,
/// hit-testing, `modifyAnimations`, scenes, and Core Animation's layer queries.
@Suite struct UIViewLayerTests {
    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
        var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
    }

    final class RingView: UIView {
        final class RingLayer: CAShapeLayer {}
        override class var layerClass: AnyClass { RingLayer.self }
    }

    @Test func aViewIsMadeWithItsLayerClass() {
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.gradientLayer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        #expect(view.layer is CAGradientLayer)
        #expect(view.layer.presentation()?.contents != nil, "the gradient is drawn")
        #expect(RingView().layer is CAShapeLayer, "a subclass of a Core Animation class is made as that class")
        #expect(!(UIView().layer is CAShapeLayer))
    }

    @Test func hitTestFindsTheFrontmostVisibleSubview() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let front = UIView(frame: CGRect(x: 40, y: 40, width: 60, height: 60))
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 150, y: 50), with: nil) == nil)
    }

    @Test func modifyAnimationsRepeatsOnlyTheChangesInside() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        _ = onClock {
            UIView.animate(withDuration: 1, delay: 0, options: [], animations: {
                view.alpha = 0.5
                UIView.modifyAnimations(withRepeatCount: 3, autoreverses: true) {
                    view.center = CGPoint(x: 50, y: 50)
                }
            })
        }
        let fade = view.layer.animation(forKey: "opacity")!
        let move = view.layer.animation(forKey: "position")!
        #expect(fade.repeatCount == 0 && !fade.autoreverses)
        #expect(move.repeatCount == 3 && move.autoreverses)
    }

    @Test func theOneSceneShowsTheKeyWindow() {
        _ = onClock {
            let window = showInWindow(UIViewController())
            let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
            #expect(scene?.windows.first === window)
            #expect(window.windowScene === scene)
        }
    }

    @Test func layerQueriesAnswerAsCoreAnimationDoes() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let old = CALayer()
        old.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        let other = CALayer()
        root.addSublayer(old)
        root.addSublayer(other)
        #expect(root.hitTest(CGPoint(x: 15, y: 15)) === old)
        #expect(root.hitTest(CGPoint(x: 80, y: 80)) === root)
        let new = CALayer()
        root.replaceSublayer(old, with: new)
        #expect(root.sublayers?.first === new && old.superlayer == nil)
        root.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(root.affineTransform().a == 2)
        #expect(root.animationKeys() == nil)
    }

    @Test func oldAndNewSpellingsOfTheEnvironmentAnswer() {
        #expect(UIDeviceOrientation.landscapeLeft.isLandscape && !UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
        #expect(UIApplication.shared.statusBarOrientation.isPortrait)
        let layer = CALayer()
        #expect(layer.model() === layer)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        }
        #expect(image.size == CGSize(width: 4, height: 2))
    }
}

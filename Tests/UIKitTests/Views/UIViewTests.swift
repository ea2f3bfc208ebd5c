import Foundation
import Testing
@testable import UIKit

@Suite struct UIViewTests {
    @Test func geometryLivesInTheLayer() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.center = CGPoint(x: 0, y: 0)
        #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.layer.transform == CATransform3D(scaleX: 2, y: 2, z: 1))
        #expect(view.frame == CGRect(x: -100, y: -50, width: 200, height: 100))
        view.alpha = 0.3
        view.layer.cornerRadius = 8
        view.clipsToBounds = true
        #expect(view.layer.opacity == 0.3 && view.layer.cornerRadius == 8 && view.layer.masksToBounds)
    }

    @Test func subviewsKeepTheirLayersInOrder() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, belowSubview: b)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0) })
        #expect(parent.layer.sublayerList.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0.layer) })
        parent.bringSubviewToFront(a)
        parent.insertSubview(b, aboveSubview: c)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [c, b, a].map { ObjectIdentifier($0) })
        parent.insertSubview(a, at: 0)
        #expect(parent.layer.sublayerList.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0.layer) })
        b.removeFromSuperview()
        #expect(b.superview == nil && b.layer.superlayer == nil && parent.subviews.count == 2)
    }

    @Test func subviewsGoAboveLayersThatAreNotViews() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let badge = UIView()
        button.insertSubview(badge, at: 0)
        #expect(button.subviews.first === badge)
        #expect(button.titleLabel!.superview === button)
    }

    @Test func convertGoesThroughEveryOffsetAndTransform() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let list = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 500))
        list.bounds.origin = CGPoint(x: 0, y: 40)   // scrolled by 40
        let cell = UIView(frame: CGRect(x: 10, y: 60, width: 100, height: 160))
        window.addSubview(list)
        list.addSubview(cell)
        #expect(list.convert(cell.center, to: window) == CGPoint(x: 60, y: 200))
        #expect(cell.convert(CGRect(x: 0, y: 0, width: 100, height: 160), to: nil) == CGRect(x: 10, y: 120, width: 100, height: 160))
        cell.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(cell.convert(CGPoint(x: 0, y: 0), to: window) == CGPoint(x: 35, y: 160))
        #expect(window.convert(CGPoint(x: 35, y: 160), to: cell) == CGPoint(x: 0, y: 0))
        #expect(cell.convert(CGPoint(x: 35, y: 160), from: window) == CGPoint(x: 0, y: 0))
    }

    @Test func labelsCentreTheirLineAndButtonsShowTheirTitle() {
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        button.setTitle("Enter", for: .normal)
        button.setTitleColor(.black, for: .normal)
        #expect(button.titleLabel!.text == "Enter" && button.title(for: .normal) == "Enter")
        #expect(button.titleLabel!.textLayer.foregroundColor == UIColor.black.cgColor)
        let text = button.titleLabel!.textLayer
        button.layoutIfNeeded()
        #expect(abs(text.frame.midY - 25) < 1e-12 && text.frame.width == 100)
        button.frame.size = CGSize(width: 200, height: 80)
        #expect(abs(button.titleLabel!.textLayer.frame.midY - 25) < 1e-12, "laid out at the next pass, as in UIKit")
        button.layoutIfNeeded()
        #expect(abs(button.titleLabel!.textLayer.frame.midY - 40) < 1e-12)
    }

    @Test func imageViewsShowTheirImageInItsSize() {
        let image = UIImage(width: 2, height: 3, rgba: [UInt8](repeating: 255, count: 24))
        let view = UIImageView(image: image)
        #expect(view.frame.size == CGSize(width: 2, height: 3))
        #expect(view.layer.contents as? CGImage === image.cgImage)
        view.contentMode = .scaleAspectFill
        #expect(view.layer.contentsGravity == .resizeAspectFill && view.contentMode == .scaleAspectFill)
    }

    @Test func cellsKeepTheirContentViewFilled() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 160))
        cell.frame = CGRect(x: 0, y: 0, width: 120, height: 90)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 120, height: 90))
    }

    @Test func layerChangesOfAViewAnimateInsideABlock() {
        // The three-ways article animates `imageView.layer.affineTransform` inside a spring block.
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 160))
        view.layer.transform = CATransform3D(CGAffineTransform(rotationAngle: .pi / 2))
        let (clock, _) = onClock {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.layer.transform = .identity
            })
        }
        clock.advance(to: 0.5)
        let t = view.layer.presentationTree().transform
        #expect(abs(t.m12 - sin(Double.pi / 4)) < 1e-9)
    }
}

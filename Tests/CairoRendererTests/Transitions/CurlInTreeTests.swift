import CairoRenderer
import Pixels
import Testing
import UIKit

/// A curl is drawn where its layer sits in the tree: layers above it cover it, an ancestor
/// that clips clips it, and an ancestor drawn as a group (translucent, shadowed) keeps the
/// part that lifts off the layer.
@Suite struct CurlInTreeTests {
    static let size = CGSize(width: 120, height: 180)
    /// Where the card sits; the curl at 0.75 lifts out above its top edge, into the band above.
    static let cardFrame = CGRect(x: 20, y: 70, width: 80, height: 100)
    static let band = 0..<60

    /// The frame at progress 0.75 of a `pageCurl` on a red card turning green, over blue.
    /// `wrap` may put the card inside other views and add views around it.
    static func frame(wrap: (_ root: UIView, _ card: UIView) -> Void = { root, card in root.addSubview(card) }) -> Bitmap {
        let clock = VirtualClock()
        return clock.run {
            let root = UIView(frame: CGRect(origin: .zero, size: size))
            root.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            let card = UIView(frame: cardFrame)
            card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            wrap(root, card)
            let transition = CATransition(type: .pageCurl, subtype: nil)
            transition.duration = 1
            card.layer.add(transition, forKey: nil)
            card.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
            clock.advance(to: 0.75)
            return Renderer().render(root.layer.presentationTree(), size: size)
        }
    }

    /// Pixels of the band above the card that are not `color`.
    static func pixelsInBand(of frame: Bitmap, otherThan color: RGBA) -> Int {
        band.reduce(0) { count, y in count + (0..<frame.width).filter { frame[$0, y] != color }.count }
    }

    static let blue = RGBA(r: 0, g: 0, b: 255, a: 255)

    @Test func theCurlLiftsOffTheCardIntoTheBandAbove() {
        #expect(Self.pixelsInBand(of: Self.frame(), otherThan: Self.blue) > 500)
    }

    @Test func aLaterSiblingCoversTheCurl() {
        let frame = Self.frame { root, card in
            root.addSubview(card)
            let bar = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
            bar.backgroundColor = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
            root.addSubview(bar)
        }
        #expect(Self.pixelsInBand(of: frame, otherThan: RGBA(r: 255, g: 255, b: 0, a: 255)) == 0)
    }

    @Test func anAncestorThatClipsClipsTheCurl() {
        let frame = Self.frame { root, card in
            let content = UIView(frame: CGRect(x: 0, y: 60, width: 120, height: 120))
            content.clipsToBounds = true
            card.frame = card.frame.offsetBy(dx: 0, dy: -60)
            content.addSubview(card)
            root.addSubview(content)
        }
        #expect(Self.pixelsInBand(of: frame, otherThan: Self.blue) == 0)
        // Inside the clipping view the curl still lifts above the card.
        let aboveCard = (60..<70).reduce(0) { count, y in count + (0..<frame.width).filter { frame[$0, y] != Self.blue }.count }
        #expect(aboveCard > 0)
    }

    @Test func aTranslucentOrShadowedAncestorKeepsTheCurlOutsideTheCard() {
        for style in [{ (view: UIView) in view.alpha = 0.98 }, { $0.layer.shadowOpacity = 0.5 }] {
            let frame = Self.frame { root, card in
                // The holder's own bounds stop at the card's top, as a content view's below a bar do.
                let holder = UIView(frame: CGRect(x: 0, y: 60, width: 120, height: 120))
                style(holder)
                card.frame = card.frame.offsetBy(dx: 0, dy: -60)
                holder.addSubview(card)
                root.addSubview(holder)
            }
            #expect(Self.pixelsInBand(of: frame, otherThan: Self.blue) > 500)
        }
        // The curling layer's own opacity groups it too.
        let frame = Self.frame { root, card in
            card.alpha = 0.98
            root.addSubview(card)
        }
        #expect(Self.pixelsInBand(of: frame, otherThan: Self.blue) > 500)
    }
}

import CairoRenderer
import Foundation
import Pixels
import Testing
import UIKit

/// `CALayer.maskedCorners`: only the listed corners are rounded, in the background, the clip
/// and the border alike.
@Suite struct MaskedCornersTests {
    func card(corners: CACornerMask) -> Bitmap {
        let root = Scene.root(width: 100, height: 100)
        let card = Scene.layer(root.bounds, color: .red)
        card.cornerRadius = 30
        card.maskedCorners = corners
        root.addSublayer(card)
        return Renderer().render(root, size: root.bounds.size)
    }

    @Test func onlyTheTopCornersAreRounded() {
        let top = card(corners: [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(top[1, 1].a == 0 && top[98, 1].a == 0, "top corners cut")
        #expect(top[1, 98].a == 255 && top[98, 98].a == 255, "bottom corners square")
        let all = card(corners: .all)
        #expect(all[1, 98].a == 0, "every corner rounded by default")
    }

    @Test func noCornersGivesASquare() {
        #expect(card(corners: [])[1, 1].a == 255)
    }
}

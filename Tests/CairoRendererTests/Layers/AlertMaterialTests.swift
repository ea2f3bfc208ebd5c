import CairoRenderer
import Foundation
import Pixels
import Testing
import UIKit

/// Alerts and action sheets are the system material, as on iOS: what is behind them shows
/// through blurred, not as the sharp content a flat translucent card would let through.
@Suite struct AlertMaterialTests {
    /// A 375 × 667 window of 20-point black and white squares with `alert` presented over it, settled.
    func render(_ alert: UIAlertController) -> Bitmap {
        let home = UIViewController()
        home.view.backgroundColor = .white
        for row in 0..<34 {
            for column in 0..<19 where (row + column) % 2 == 0 {
                let square = UIView(frame: CGRect(x: column * 20, y: row * 20, width: 20, height: 20))
                square.backgroundColor = .black
                home.view.addSubview(square)
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let clock = VirtualClock()
        clock.run {
            window.rootViewController = home
            window.makeKeyAndVisible()
            home.present(alert, animated: true)
        }
        clock.advance(to: 1)
        window.layoutIfNeeded()
        return Renderer(scale: 1).render(window.layer, size: window.bounds.size)
    }

    /// The difference between the lightest and darkest green in a box of pixels.
    func contrast(_ bitmap: Bitmap, x: ClosedRange<Int>, y: ClosedRange<Int>) -> Int {
        let values = y.flatMap { py in x.map { px in Int(bitmap[px, py].g) } }
        return values.max()! - values.min()!
    }

    @Test func anAlertBlursTheSquaresBehindIt() {
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let bitmap = render(alert)
        // The card is 270 points wide, centred; its left margin, clear of text, over its middle.
        let margin = 55...66, middle = 323...343
        #expect(contrast(bitmap, x: margin, y: middle) < 4, "the squares behind the card are blurred into a wash (the flat card of alpha 0.96 it replaced left 8)")
        #expect(contrast(bitmap, x: 10...50, y: middle) > 150, "beside the card they stay sharp under the dimming")
    }

    @Test func anActionSheetBlursTheSquaresBehindIt() {
        let sheet = UIAlertController(title: nil, message: "Share this photo", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy", style: .default))
        sheet.addAction(UIAlertAction(title: "Save", style: .default))
        let bitmap = render(sheet)
        // Left of the centred button titles, in the sheet's top rows.
        let sheetTop = 667 - 8 - 2 * 57 - 40
        #expect(contrast(bitmap, x: 14...60, y: (sheetTop + 44)...(sheetTop + 60)) < 4)
    }
}

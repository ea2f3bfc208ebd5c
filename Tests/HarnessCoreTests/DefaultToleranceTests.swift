import Foundation
import HarnessCore
import ImageComparison
import Pixels
import Scenarios
import Testing
import UIKit

/// By default a frame passes only when no pixel changed: the changes a user would call
/// regressions fail, including those pixelmatch's perceptual threshold lets through. The README's
/// "Tolerance" section quotes the counts these tests measure.
@Suite struct DefaultToleranceTests {
    /// A sign-in screen's button on a white background, on the iPhone SE at 2x.
    static func screen(button: UIColor = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1), background: UIColor = .white,
                       offset: Double = 0) throws -> Bitmap {
        let still = Scenario.still(id: "button", source: "test", summary: "a button") { stage in
            let screen = UIView(frame: stage.rootView.bounds)
            screen.backgroundColor = background
            let continueButton = UIButton(frame: CGRect(x: 20 + offset, y: 560, width: 335, height: 50))
            continueButton.backgroundColor = button
            continueButton.layer.cornerRadius = 12
            continueButton.setTitle("Continue", for: .normal)
            screen.addSubview(continueButton)
            stage.rootView.addSubview(screen)
        }
        return try ScenarioRunner().frames(of: still)[0].bitmap
    }

    static func counts(_ changed: Bitmap, against golden: Bitmap) -> (exact: PixelComparison, perceptual: PixelComparison) {
        (Comparator(tolerance: .default).compare(golden, changed), Comparator(tolerance: .perceptual).compare(golden, changed))
    }

    /// Each change, and whether pixelmatch's perceptual threshold (0.1, anti-aliasing ignored)
    /// counts a single pixel of it.
    @Test(arguments: [
        ("a button 10% darker (0,122,255 → 0,110,230)", try screen(button: UIColor(red: 0, green: 110 / 255, blue: 230 / 255, alpha: 1)), false),
        ("the button's red channel +26", try screen(button: UIColor(red: 26 / 255, green: 122 / 255, blue: 1, alpha: 1)), false),
        ("a white background ×0.9", try screen(background: UIColor(white: 0.9, alpha: 1)), false),
        ("a white background −2/255", try screen(background: UIColor(white: 253 / 255, alpha: 1)), false),
        ("the button one point to the right", try screen(offset: 1), true),
    ])
    func aChangeAUserWouldCallARegressionFailsByDefault(change: String, changed: Bitmap, perceptualSeesIt: Bool) throws {
        let golden = try Self.screen()
        let (exact, perceptual) = Self.counts(changed, against: golden)
        #expect(!exact.passes(.default), "\(change) passed the default tolerance")
        #expect((perceptual.differentPixels > 0) == perceptualSeesIt,
                "\(change): \(perceptual.differentPixels) pixels differ under the perceptual threshold")
        #expect(exact.summary.hasPrefix("\(exact.differentPixels) pixels differ"))
        #expect(exact.summary.contains("by up to \(exact.maxChannelDelta) of 255 in a channel"))
    }
}

import Foundation
import HarnessCore
import Pixels
import Scenarios
import Testing
import UIKit

/// UIKit's default push mirrored right to left: the pushed screen comes in from the left and the
/// screen below moves right, so each frame is the left-to-right frame flipped, pixel for pixel,
/// once the text (the status bar's clock, which is not mirrored) is left out. The screens use
/// square corners: Cairo flattens an arc in one winding direction, so a rounded corner and its
/// mirror image differ by a few levels in their antialiased pixels.
@Suite struct RightToLeftPushTests {
    /// A screen with no text: a backdrop and a square box 20 points from its leading edge.
    static func screen(_ color: UIColor, size: CGSize) -> UIView {
        let screen = UIView(frame: CGRect(origin: .zero, size: size))
        screen.backgroundColor = color
        let box = UIView(frame: CGRect(x: 20, y: 100, width: 120, height: 80))
        box.backgroundColor = .systemOrange
        screen.addSubview(box)
        return screen
    }

    static let push = Scenario(id: "mirror-push", source: "beyond", summary: "default push of two textless screens",
                               duration: 0.5, sampleTimes: [0.05, 0.1, 0.2]) { stage in
        let root = SceneController(size: stage.size) { screen(.systemBlue, size: $0) }
        // No back title: the bar's chevron and material mirror, its text would not.
        root.navigationItem.backButtonTitle = ""
        let navigation = UINavigationController(rootViewController: root)
        stage.showWindow(rootViewController: navigation)
        stage.startTransition {
            navigation.pushViewController(SceneController(size: stage.size) { screen(.systemGreen, size: $0) }, animated: true)
        }
    }

    static func flippedHorizontally(_ bitmap: Bitmap) -> Bitmap {
        var flipped = bitmap
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width { flipped[bitmap.width - 1 - x, y] = bitmap[x, y] }
        }
        return flipped
    }

    /// Where two frames differ below the status bar, as "x,y" and the two pixels. Cairo's
    /// antialiasing samples a pixel on a grid that is not symmetric left to right, so a mirrored
    /// curve's edge pixels may differ by a few levels: only a larger change counts.
    static func differences(_ a: Bitmap, _ b: Bitmap, device: Device) -> [String] {
        let firstRow = Int(device.statusBarHeight * device.scale)
        func change(_ p: RGBA, _ q: RGBA) -> Int {
            max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a)))
        }
        var found: [String] = []
        for y in firstRow..<a.height {
            for x in 0..<a.width where change(a[x, y], b[x, y]) > 8 { found.append("\(x),\(y) \(a[x, y]) \(b[x, y])") }
        }
        return found
    }

    @Test func rightToLeftPushMirrorsTheLeftToRightPush() throws {
        let device = Device.iPhoneSE3
        let runs = try Self.push.variants([Variant(device: device), Variant(device: device, layoutDirection: .rightToLeft)])
            .map { try ScenarioRunner().frames(of: $0).map(\.bitmap) }
        let (leftToRight, rightToLeft) = (runs[0], runs[1])
        #expect(leftToRight.count == 3 && rightToLeft.count == 3)
        for (ltr, rtl) in zip(leftToRight, rightToLeft) {
            #expect(ltr != rtl, "a push in motion is not symmetric, so mirroring must show")
            let differences = Self.differences(Self.flippedHorizontally(ltr), rtl, device: device)
            #expect(differences.isEmpty, "\(differences.count) pixels differ, first \(differences.prefix(5))")
        }
    }

    @Test func thePushedScreenEntersFromTheLeft() throws {
        let variant = Variant(device: .iPhoneSE3, layoutDirection: .rightToLeft)
        let frame = try ScenarioRunner().frames(of: Self.push.variants([variant])[0], at: [0.175]).map(\.bitmap)[0]
        let y = frame.height / 2
        #expect(frame[2, y] == RGBA(r: 52, g: 199, b: 89, a: 255), "systemGreen, the pushed screen")
    }
}

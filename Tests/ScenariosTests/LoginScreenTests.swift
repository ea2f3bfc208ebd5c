import CairoRenderer
import Foundation
import Pixels
import Scenarios
import Testing
import UIKit

/// The catalog's sign-in screen (`LoginViewController`, app code on UIKit's public API: fields
/// pinned to the safe area, a multi-line note that follows the reader's text size, a
/// self-sizing button, a title set in `viewDidLoad`), shown on the smallest and the largest
/// iPhone at every text size, lays out as iOS lays it out.
@Suite struct LoginScreenTests {
    /// The login screen shown on its own in a window of `device`'s display at `category`, laid
    /// out as at the first frame.
    static func show(on device: Device, category: UIContentSizeCategory = .large,
                     in navigation: Bool = false) -> (Stage, LoginViewController) {
        let stage = Stage(variant: Variant(device: device, preferredContentSizeCategory: category))
        let login = LoginViewController()
        if navigation { stage.showNavigationStack([login]) } else { stage.showWindow(rootViewController: login) }
        stage.rootView.layoutIfNeeded()
        return (stage, login)
    }

    /// The first field's top is the safe area's top plus 40 points: 20 + 40 on the iPhone SE,
    /// below its 20-point status bar, and 59 + 40 on the iPhone 15 Pro Max, below its Dynamic
    /// Island (Apple's published safe-area insets for both).
    @Test(arguments: [(Device.iPhoneSE3, 20.0), (Device.iPhone15ProMax, 59.0)])
    func theFirstFieldIsFortyPointsBelowTheSafeAreasTop(device: Device, safeTop: Double) {
        VirtualClock().run {
            let (stage, login) = Self.show(on: device)
            #expect(login.view.safeAreaInsets.top == CGFloat(safeTop))
            #expect(login.email.frame.minY == CGFloat(safeTop + 40))
            #expect(login.email.frame.height == login.email.intrinsicContentSize.height)
            #expect(login.password.frame.minY == login.email.frame.maxY + 12)
            withExtendedLifetime(stage) {}
        }
    }

    /// At every text size the note wraps inside the margins instead of running off the screen
    /// or being clipped: every line fits, together they are the whole note, and the label is as
    /// tall as its lines; the button below grows with its title and never overlaps it.
    @Test(arguments: [Device.iPhoneSE3, Device.iPhone15ProMax])
    func theNoteWrapsAtEveryTextSize(device: Device) {
        let categories: [UIContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
            .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
        ]
        VirtualClock().run {
            var lineCounts: [Int] = []
            for category in categories {
                let (stage, login) = Self.show(on: device, category: category)
                let note = login.note
                let font = UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: note.traitCollection)
                let layer = Self.textLayers(in: note.layer).first!
                let lines = (layer.string as! String).components(separatedBy: "\n")
                #expect(layer.fontSize == font.pointSize, "\(category.rawValue)")
                #expect(lines.joined(separator: " ") == note.text, "\(category.rawValue): the whole note shows")
                #expect(note.frame.width == login.view.bounds.width - 2 * login.view.layoutMargins.left)
                #expect(note.frame.height >= CGFloat(lines.count) * font.lineHeight, "\(category.rawValue): no line is clipped")
                let widest = lines.map { ($0 as NSString).size(withAttributes: [.font: font]).width }.max()!
                #expect(widest <= note.frame.width, "\(category.rawValue): every line fits")
                #expect(login.signIn.frame.minY == note.frame.maxY + 20)
                // The fields grow with their text: a line of the body style and 13 points.
                let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: note.traitCollection)
                #expect(login.email.frame.height == body.lineHeight.rounded(.up) + 13, "\(category.rawValue)")
                #expect(login.signIn.frame.height >= login.signIn.titleLabel!.intrinsicContentSize.height)
                lineCounts.append(lines.count)
                withExtendedLifetime(stage) {}
            }
            #expect(lineCounts.first! < lineCounts.last!, "the note takes more lines as the text grows: \(lineCounts)")
            #expect(lineCounts == lineCounts.sorted())
        }
    }

    /// A root controller's title set in `viewDidLoad` is drawn in the navigation bar at the very
    /// first frame, as UIKit loads the view before the bar reads the item.
    @Test func aTitleSetInViewDidLoadIsInTheBarFromTheFirstFrame() {
        VirtualClock().run {
            let (stage, login) = Self.show(on: .iPhoneSE3, in: true)
            let bar = login.navigationController!.navigationBar
            #expect(bar.topItem?.title == "Sign In")
            let shown = Self.textLayers(in: bar.layer).filter { !$0.isHidden && $0.opacity > 0 }
            #expect(shown.contains { ($0.string as? String) == "Sign In" })
            let frame = Renderer(scale: 2).render(stage.rootView.layer.presentationTree(), size: stage.size)
            // Dark title text in the bar's middle, where nothing else is drawn.
            let barMiddle = bar.convert(CGPoint(x: bar.bounds.midX, y: bar.bounds.midY), to: stage.rootView)
            let (x, y) = (Int(barMiddle.x * 2), Int(barMiddle.y * 2))
            var pixels: [RGBA] = []
            for dx in -60...60 {
                for dy in -12...12 { pixels.append(frame[x + dx, y + dy]) }
            }
            #expect(pixels.contains { $0.r < 100 && $0.g < 100 && $0.b < 100 })
        }
    }

    static func textLayers(in layer: CALayer) -> [CATextLayer] {
        ((layer as? CATextLayer).map { [$0] } ?? []) + (layer.sublayers ?? []).flatMap(textLayers)
    }
}

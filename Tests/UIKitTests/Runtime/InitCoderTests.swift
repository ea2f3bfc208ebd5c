import Foundation
import Testing
import UIKit

/// `required init?(coder:)` as every custom view, controller and layer writes it: it compiles
/// with a `super.init(coder:)` call, and, with no archive to read, the object is not made.
@Suite struct InitCoderTests {
    final class BadgeView: UIView {
        let count: Int
        init(count: Int) {
            self.count = count
            super.init(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        }

        required init?(coder: NSCoder) {
            count = 0
            super.init(coder: coder)
        }
    }

    final class DetailViewController: UIViewController {
        let item: String
        init(item: String) {
            self.item = item
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) {
            item = ""
            super.init(coder: coder)
        }
    }

    final class PulseLayer: CALayer {
        var radius: CGFloat = 0
        override init() { super.init() }
        override init(layer: Any) {
            super.init(layer: layer)
            radius = (layer as? PulseLayer)?.radius ?? 0
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    @Test func decodingFailsForViewsControllersAndLayers() {
        #expect(BadgeView(coder: NSCoder()) == nil)
        #expect(DetailViewController(coder: NSCoder()) == nil)
        #expect(PulseLayer(coder: NSCoder()) == nil)
        #expect(UILabel(coder: NSCoder()) == nil)
    }

    @Test func theDesignatedInitializersStillBuildTheObject() {
        #expect(BadgeView(count: 3).frame.width == 20)
        #expect(DetailViewController(item: "a").view != nil)
    }

    @Test func initWithLayerCopiesTheModelAndTheSubclassFields() {
        let original = PulseLayer()
        original.radius = 12
        original.opacity = 0.4
        original.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        let copy = PulseLayer(layer: original)
        #expect(copy.radius == 12)
        #expect(copy.opacity == 0.4)
        #expect(copy.frame == original.frame)
        #expect(copy.superlayer == nil)
    }
}

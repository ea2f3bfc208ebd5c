import Foundation
import Testing
@testable import QuartzCore

/// `CAGradientLayer`'s animatable `colors`, `locations`, `startPoint` and `endPoint`, which Core
/// Animation mixes element by element.
@Suite struct CAGradientLayerTests {
    func gradient() -> CAGradientLayer {
        let layer = CAGradientLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        layer.startPoint = CGPoint(x: 0, y: 0.5)
        layer.endPoint = CGPoint(x: 1, y: 0.5)
        return layer
    }

    /// The first column's colour in the presentation's drawn contents, straight RGB.
    func leftEdge(of layer: CALayer) -> (red: Double, blue: Double) {
        guard let image = layer.presentation()?.contentsImage,
              case .pixels(_, _, let rgba) = image.content else { return (0, 0) }
        let alpha = Double(rgba[3])
        return (Double(rgba[0]) / alpha, Double(rgba[2]) / alpha)
    }

    @Test func colorsMixElementByElementAndTheDrawingFollows() {
        let layer = gradient()
        var clock: VirtualClock!
        let errors = SceneErrorLog.collect { clock = onClock {
            let swap = CABasicAnimation(keyPath: "colors")
            swap.fromValue = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
            swap.toValue = [CGColor(red: 0, green: 0, blue: 1, alpha: 1), CGColor(red: 1, green: 0, blue: 0, alpha: 1)]
            swap.duration = 1
            swap.timingFunction = CAMediaTimingFunction(name: .linear)
            layer.add(swap, forKey: "swap")
        } }
        #expect(errors.isEmpty)
        #expect(leftEdge(of: layer).red > 0.9)
        clock.advance(to: 0.5)
        let halfway = layer.presentation()!.colors as! [CGColor]
        #expect(halfway.count == 2)
        #expect(abs(halfway[0].red - 0.5) < 1e-9 && abs(halfway[0].blue - 0.5) < 1e-9)
        clock.advance(to: 0.9)
        #expect(leftEdge(of: layer).blue > 0.85)
        #expect(layer.colors!.count == 2, "the model keeps its colours")
    }

    @Test func locationsAndPointsAnimate() {
        let layer = gradient()
        let clock = onClock {
            let stops = CABasicAnimation(keyPath: "locations")
            stops.fromValue = [0.0, 1.0]
            stops.toValue = [0.5, 1.0]
            stops.duration = 1
            stops.timingFunction = CAMediaTimingFunction(name: .linear)
            layer.add(stops, forKey: "stops")
            let start = CABasicAnimation(keyPath: "startPoint")
            start.toValue = NSValue(cgPoint: CGPoint(x: 0.5, y: 0.5))
            start.duration = 1
            layer.add(start, forKey: "start")
        }
        clock.advance(to: 0.5)
        let presented = layer.presentation()!
        #expect(presented.locations == [0.25, 1.0])
        #expect(presented.startPoint.x > 0 && presented.startPoint.x < 0.5)
    }

    @Test func addingArraysIsRefused() {
        let layer = gradient()
        let errors = SceneErrorLog.collect { _ = onClock {
            let by = CABasicAnimation(keyPath: "colors")
            by.byValue = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
            layer.add(by, forKey: "by")
        } }
        #expect(errors.count == 1)
        #expect(layer.animationKeys() == nil)
    }

    @Test func aGradientLayerIsDrawnWithItsColoursBlended() throws {
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 2, height: 100)
        gradient.colors = [CGColor.black, CGColor.white]
        let drawn = try #require(gradient.presentation()?.contents as? CGImage)
        guard case .pixels(let width, _, let rgba) = drawn.content else { Issue.record("not pixels"); return }
        let middle = Int(rgba[(50 * width) * 4])
        #expect(abs(middle - 128) <= 2)
        #expect(rgba[0] < 3 && rgba[(99 * width) * 4] > 252)
    }
}

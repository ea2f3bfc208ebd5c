import Foundation
import Testing
import UIKit

/// Views and layers that draw their own contents, with UIKit and Core Graphics calls.
@Suite struct UIViewDrawingTests {
    /// A ring drawn in `draw(_:)`, as progress views are: a track and an arc to `progress`.
    final class RingView: UIView {
        var progress: CGFloat = 0.25 { didSet { setNeedsDisplay() } }
        var draws = 0

        override func draw(_ rect: CGRect) {
            draws += 1
            let center = CGPoint(x: bounds.midX, y: bounds.midY)
            let track = UIBezierPath(arcCenter: center, radius: 40, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            track.lineWidth = 8
            UIColor.systemGray5.setStroke()
            track.stroke()
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.setLineCap(.round)
            context.setLineWidth(8)
            context.setStrokeColor(UIColor.systemBlue.cgColor)
            context.addArc(center: center, radius: 40, startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: false)
            context.strokePath()
        }
    }

    /// The shapes a picture's layers draw, outermost first.
    func shapes(in contents: Any?) -> [CAShapeLayer] {
        guard let picture = (contents as? CGImage)?.pictureLayer else { return [] }
        var found: [CAShapeLayer] = []
        func walk(_ layer: CALayer) {
            if let shape = layer as? CAShapeLayer { found.append(shape) }
            (layer.sublayers ?? []).forEach(walk)
        }
        walk(picture)
        return found
    }

    @Test func aViewsDrawingBecomesItsContentsWhenItIsFirstShownAndAfterSetNeedsDisplay() throws {
        let ring = RingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(ring.draws == 0)
        _ = ring.layer.presentation()
        #expect(ring.draws == 1)
        let drawn = shapes(in: ring.layer.contents)
        #expect(drawn.count == 2)
        #expect(drawn[1].lineCap == .round && drawn[1].strokeColor == UIColor.systemBlue.cgColor)
        // A quarter of the ring: the arc's box is the top-right quarter of the circle.
        let arc = try #require(drawn[1].path)
        #expect(abs(arc.boundingBoxOfPath.minX - 50) < 1e-6 && abs(arc.boundingBoxOfPath.maxY - 50) < 1e-6)
        _ = ring.layer.presentation()
        #expect(ring.draws == 1)
        ring.progress = 0.75
        _ = ring.layer.presentation()
        #expect(ring.draws == 2)
    }

    @Test func aViewThatDrawsNothingKeepsItsOwnContents() {
        let photo = UIImageView(image: UIImage(width: 2, height: 2, rgba: Array(repeating: 200, count: 16)))
        photo.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        let before = photo.layer.contents
        _ = photo.layer.presentation()
        #expect((photo.layer.contents as? CGImage) === (before as? CGImage) && before != nil)
    }

    /// A layer that draws itself, as Core Animation subclasses do.
    final class StripesLayer: CALayer {
        override func draw(in ctx: CGContext) {
            ctx.setFillColor(UIColor.red.cgColor)
            for index in 0..<3 { ctx.fill(CGRect(x: CGFloat(index) * 20, y: 0, width: 10, height: bounds.height)) }
        }
    }

    @Test func aLayerDrawsOnlyWhenAskedAndAgainOnResizeWhenItSaysSo() {
        let stripes = StripesLayer()
        stripes.frame = CGRect(x: 0, y: 0, width: 60, height: 10)
        _ = stripes.presentation()
        #expect(stripes.contents == nil)
        stripes.setNeedsDisplay()
        _ = stripes.presentation()
        #expect(shapes(in: stripes.contents).count == 3)
        stripes.needsDisplayOnBoundsChange = true
        stripes.bounds.size.width = 80
        #expect(stripes.needsDisplay())
    }

    @Test func clipsCutWhatIsDrawnUntilTheStateIsRestored() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100)).image { renderer in
            let context = renderer.cgContext
            context.saveGState()
            context.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
            context.clip()
            let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
            let gradient = try! #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]))
            context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: 100), options: [])
            context.restoreGState()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        guard let picture = image.cgImage?.pictureLayer else {
            Issue.record("no picture")
            return
        }
        let (clipped, square) = (picture.sublayers![0], picture.sublayers![1])
        let mask = try #require(clipped.mask as? CAShapeLayer)
        #expect(mask.path?.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        let gradient = try #require(clipped.sublayers?.first as? CAGradientLayer)
        #expect(gradient.startPoint == CGPoint(x: 0, y: 0) && gradient.endPoint == CGPoint(x: 0, y: 1))
        #expect(square.mask == nil)
    }

    @Test func stringsDrawAndMeasureInTheirAttributesFont() throws {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red]
        let size = "Hello".size(withAttributes: attributes)
        // One line of the 20-point font, about half an em a character.
        #expect(size.height == 25 && size.width > 45 && size.width < 65)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 50)).image { _ in
            ("Hello" as NSString).draw(at: CGPoint(x: 10, y: 5), withAttributes: attributes)
        }
        guard let picture = image.cgImage?.pictureLayer else {
            Issue.record("no picture")
            return
        }
        let text = try #require(picture.sublayers?.first as? CATextLayer)
        #expect(text.string as? String == "Hello" && text.fontSize == 20 && text.frame.origin == CGPoint(x: 10, y: 5))

        let label = UILabel()
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        label.attributedText = NSAttributedString(string: "Title", attributes: [.font: UIFont.systemFont(ofSize: 28), .paragraphStyle: style])
        #expect(label.text == "Title" && label.font.pointSize == 28 && label.textAlignment == .center)
    }
}

import CairoRenderer
import Foundation
import Pixels
import Testing
import UIKit

/// Same tree, same bytes; and bad input draws something sensible without crashing.
@Suite struct RobustnessTests {
    @Test func theSameTreeRendersToIdenticalBytes() {
        let first = Renderer(scale: 2).render(GalleryScenes.kitchenSink(), size: GalleryScenes.size, background: .white)
        let second = Renderer(scale: 2).render(GalleryScenes.kitchenSink(), size: GalleryScenes.size, background: .white)
        #expect(first == second)
    }

    @Test func concurrentRendersMatchASerialOne() async {
        let expected = Renderer(scale: 2).render(GalleryScenes.kitchenSink(), size: GalleryScenes.size, background: .white)
        let results = await withTaskGroup(of: Bitmap.self) { group in
            for _ in 0..<4 {
                group.addTask { Renderer(scale: 2).render(GalleryScenes.kitchenSink(), size: GalleryScenes.size, background: .white) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 == expected })
    }

    /// Each bad layer sits over a red square that must still be drawn, so a broken Cairo
    /// context (a sticky error state) would show up as well as a crash.
    @Test(arguments: BadInput.allCases)
    func badInputDrawsNothingOfItsOwnAndBreaksNothingElse(_ input: BadInput) {
        let root = Scene.root(width: 40, height: 40)
        root.addSublayer(input.layer())
        root.addSublayer(Scene.layer(CGRect(x: 30, y: 30, width: 10, height: 10), color: .red))
        let bitmap = Renderer().render(root, size: root.bounds.size)
        #expect(bitmap[35, 35] == RGBA(r: 255, g: 0, b: 0, a: 255))
        if input.drawsNothing {
            #expect(bitmap[10, 10] == .transparent, "\(input)")
        }
    }

    @Test func degenerateOutputSizesGiveEmptyBitmaps() {
        let root = Scene.root(width: 10, height: 10, color: .red)
        #expect(Renderer().render(root, size: CGSize(width: 0, height: 10)).pixelCount == 0)
        #expect(Renderer().render(root, size: CGSize(width: Double.nan, height: 10)).pixelCount == 0)
        #expect(Renderer(scale: -1).render(root, size: CGSize(width: 10, height: 10)).width == 10)
        #expect(Renderer().render(root, size: CGSize(width: 1e6, height: 1e6)).pixelCount == 0, "refused, not a terabyte")
    }

    enum BadInput: String, CaseIterable, CustomTestStringConvertible {
        case zeroSize, nanBounds, nanPosition, nanTransform, singularTransform, singularPerspective
        case emptyPath, nanPath, emptyMask, hiddenMask, zeroSizeImage, nanOpacity, badDashes
        case hugeScale, infiniteCornerRadius, nanShadow, hugeShadow, nanFontSize, hugeFontSize, tinyDashes

        var testDescription: String { rawValue }

        /// Whether nothing at all should appear where the layer would be.
        var drawsNothing: Bool { ![.badDashes, .tinyDashes, .infiniteCornerRadius, .nanShadow, .hugeShadow].contains(self) }

        func layer() -> CALayer {
            let layer = Scene.layer(CGRect(x: 0, y: 0, width: 20, height: 20), color: .blue)
            switch self {
            case .zeroSize: layer.bounds.size = .zero
            case .nanBounds: layer.bounds = CGRect(x: 0, y: 0, width: Double.nan, height: 20)
            case .nanPosition: layer.position = CGPoint(x: Double.nan, y: 0)
            case .nanTransform: layer.transform.m22 = .nan
            case .singularTransform: layer.transform = CATransform3D(scaleX: 0, y: 1, z: 1)
            case .singularPerspective:
                layer.transform = CATransform3D(entries: [1, 0, 0, 0.01, 2, 0, 0, 0.02, 0, 0, 1, 0, 0, 0, 0, 1])
            case .emptyPath:
                return CAShapeLayer.with(path: BezierPath(), stroke: .blue)
            case .nanPath:
                var path = BezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20))
                path.addLine(to: CGPoint(x: Double.nan, y: 5))
                return CAShapeLayer.with(path: path, stroke: .blue)
            case .emptyMask: layer.mask = CALayer()
            case .hiddenMask:
                let mask = Scene.layer(layer.bounds, color: .black)
                mask.isHidden = true
                layer.mask = mask
            case .zeroSizeImage:
                layer.backgroundColor = nil
                layer.contents = CGImage(width: 0, height: 0, rgba: [])
            case .nanOpacity: layer.opacity = .nan
            case .badDashes:
                let shape = CAShapeLayer.with(path: BezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10)), stroke: .blue)
                shape.lineDashPattern = [-1, 0]
                return shape
            case .hugeScale: layer.transform = CATransform3D(scaleX: 1e300, y: 1e300, z: 1)
            case .infiniteCornerRadius: layer.cornerRadius = .infinity
            case .nanShadow:
                layer.shadowOpacity = 1
                layer.shadowRadius = .nan
            case .hugeShadow:
                layer.shadowOpacity = 1
                layer.shadowRadius = 1e300
            case .nanFontSize, .hugeFontSize:
                let text = CATextLayer()
                text.frame = layer.frame
                text.string = "Hi"
                text.fontSize = self == .nanFontSize ? .nan : 1e12
                return text
            case .tinyDashes:
                let shape = CAShapeLayer.with(path: BezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10)), stroke: .blue)
                shape.lineDashPattern = [1e-9, 1e-9]
                return shape
            }
            return layer
        }
    }
}

extension CAShapeLayer {
    static func with(path: BezierPath, stroke: UIColor) -> CAShapeLayer {
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        shape.path = CGPath(path)
        shape.fillColor = nil
        shape.strokeColor = stroke.cgColor
        shape.lineWidth = 2
        return shape
    }
}

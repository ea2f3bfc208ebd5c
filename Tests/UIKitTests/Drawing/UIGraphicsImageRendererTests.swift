import Foundation
import Testing
import UIKit

/// Drawing into `UIGraphicsImageRenderer`, as confetti and icon code makes its images: fills,
/// strokes and images land in the picture where and in the colour they were drawn.
@Suite struct UIGraphicsImageRendererTests {
    /// The shape layers of `image`'s picture, in drawing order.
    func shapes(of image: UIImage) -> [CAShapeLayer] {
        guard let root = image.cgImage?.pictureLayer else { return [] }
        return root.sublayerList.compactMap { $0 as? CAShapeLayer ?? $0.sublayers?.first as? CAShapeLayer }
    }

    @Test func fillsAndStrokesUseTheColoursSetBeforeThem() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.blue.setStroke()
            let ring = UIBezierPath(ovalIn: CGRect(x: 10, y: 0, width: 10, height: 10))
            ring.lineWidth = 3
            ring.stroke()
        }
        let drawn = shapes(of: image)
        #expect(drawn.count == 2)
        #expect(drawn[0].fillColor == UIColor.red.cgColor && drawn[0].path?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(drawn[1].strokeColor == UIColor.blue.cgColor && drawn[1].fillColor == nil && drawn[1].lineWidth == 3)
    }

    @Test func theTransformationPlacesWhatIsDrawnAfterIt() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            context.cgContext.translateBy(x: 10, y: 5)
            UIColor.green.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).fill()
        }
        guard let holder = image.cgImage?.pictureLayer?.sublayers?.first else {
            Issue.record("nothing drawn")
            return
        }
        #expect(holder.affineTransform().tx == 10 && holder.affineTransform().ty == 5)
    }
}

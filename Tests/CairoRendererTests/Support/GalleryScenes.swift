import CairoRenderer
import Foundation
import Pixels
import UIKit

/// The renderer gallery: small scenes that each exercise one feature, drawn at 2× on a
/// 200×150 point screen over an opaque background (so the PNG round trip is lossless).
enum GalleryScenes {
    static let size = CGSize(width: 200, height: 150)
    static let scale = 2.0
    static let background = UIColor.systemGroupedBackground.cgColor

    /// Name → frame. Each name is also its golden's folder in Goldens/.
    static let all: [(name: String, render: @Sendable () -> Bitmap)] = [
        ("rounded-clip", { draw(roundedClip()) }),
        ("shadow", { draw(shadow()) }),
        ("strokes", { draw(strokes()) }),
        ("text", { draw(text()) }),
        ("image-gravity", { draw(imageGravity()) }),
        ("mask", { draw(mask()) }),
        ("door-30", { draw(door(degrees: 30)) }),
        ("door-60", { draw(door(degrees: 60)) }),
        ("door-85", { draw(door(degrees: 85)) }),
        ("cube", { draw(cube()) }),
        ("mesh-curl", { meshCurl() }),
        ("kitchen-sink", { draw(kitchenSink()) }),
    ]

    static func draw(_ root: CALayer) -> Bitmap {
        Renderer(scale: scale).render(root, size: size, background: background)
    }

    static func root() -> CALayer { Scene.root(width: size.width, height: size.height) }

    /// A procedural "photo": a sky-to-sea gradient with a sun, as pixels, 60×40.
    static func photo() -> CGImage {
        let (width, height) = (60, 40)
        var rgba: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let t = Double(y) / Double(height - 1)
                let sun = hypot(Double(x) - 44, Double(y) - 12) < 7
                let r = sun ? 255 : 40 + 60 * t, g = sun ? 200 : 120 + 40 * t, b = sun ? 40 : 230 - 120 * t
                rgba += [UInt8(r), UInt8(g), UInt8(b), 255]
            }
        }
        return CGImage(width: width, height: height, rgba: rgba, name: "photo")
    }

    /// A picture image (a layer tree): a numbered card, as the catalog draws its stand-ins.
    static func numberCard(_ number: Int, color: UIColor) -> CGImage {
        let card = Scene.layer(CGRect(x: 0, y: 0, width: 100, height: 80), color: color)
        let label = CATextLayer()
        label.frame = CGRect(x: 0, y: 14, width: 100, height: 60)
        label.string = "\(number)"
        label.fontSize = 44
        label.font = UIFont.boldSystemFont(ofSize: 18)
        label.alignmentMode = .center
        card.addSublayer(label)
        return CGImage(size: card.bounds.size, picture: card, name: "card \(number)")
    }

    static func roundedClip() -> CALayer {
        let root = root()
        let clip = Scene.layer(CGRect(x: 20, y: 20, width: 160, height: 110), color: .white)
        clip.cornerRadius = 28
        clip.masksToBounds = true
        clip.borderWidth = 4
        clip.borderColor = UIColor.systemBlue.cgColor
        let overflow = Scene.layer(CGRect(x: -20, y: -20, width: 110, height: 90), color: .orange)
        let stripe = Scene.layer(CGRect(x: 90, y: 60, width: 120, height: 80), color: .purple)
        stripe.transform = CATransform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1)
        clip.addSublayer(overflow)
        clip.addSublayer(stripe)
        root.addSublayer(clip)
        return root
    }

    static func shadow() -> CALayer {
        let root = root()
        let card = Scene.layer(CGRect(x: 24, y: 30, width: 80, height: 80), color: .white)
        card.cornerRadius = 12
        card.shadowOpacity = 0.5
        card.shadowRadius = 8
        card.shadowOffset = CGSize(width: 0, height: 6)
        let dot = CAShapeLayer()
        dot.frame = CGRect(x: 120, y: 40, width: 60, height: 60)
        dot.path = CGPath(BezierPath(ovalIn: dot.bounds))
        dot.fillColor = UIColor.systemBlue.cgColor
        dot.shadowOpacity = 0.8
        dot.shadowColor = UIColor.red.cgColor
        dot.shadowRadius = 3
        dot.shadowOffset = CGSize(width: 6, height: -6)
        root.addSublayer(card)
        root.addSublayer(dot)
        return root
    }

    static func strokes() -> CALayer {
        let root = root()
        let dashed = CAShapeLayer()
        dashed.frame = CGRect(x: 10, y: 10, width: 80, height: 60)
        dashed.path = CGPath(BezierPath(roundedRect: dashed.bounds.insetBy(dx: 4, dy: 4), cornerRadius: 10))
        dashed.fillColor = nil
        dashed.strokeColor = .black
        dashed.lineWidth = 3
        dashed.lineDashPattern = [10, 5, 2, 5]
        dashed.lineDashPhase = 3
        let partial = CAShapeLayer()
        partial.frame = CGRect(x: 110, y: 10, width: 80, height: 80)
        partial.path = CGPath(BezierPath(arcCenter: CGPoint(x: 40, y: 40), radius: 30, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true))
        partial.fillColor = nil
        partial.strokeColor = UIColor.systemBlue.cgColor
        partial.lineWidth = 8
        partial.lineCap = .round
        partial.strokeStart = 0.1
        partial.strokeEnd = 0.65
        let star = CAShapeLayer()
        star.frame = CGRect(x: 10, y: 80, width: 70, height: 65)
        var path = BezierPath()
        for k in 0..<5 {
            let angle = -Double.pi / 2 + Double(k) * 4 * .pi / 5
            let p = CGPoint(x: 35 + 30 * cos(angle), y: 34 + 30 * sin(angle))
            if k == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.close()
        star.path = CGPath(path)
        star.fillRule = .evenOdd
        star.fillColor = UIColor.orange.cgColor
        star.strokeColor = UIColor.brown.cgColor
        star.lineJoin = .round
        star.lineWidth = 2
        let zigzag = CAShapeLayer()
        zigzag.frame = CGRect(x: 95, y: 100, width: 100, height: 40)
        var line = BezierPath()
        line.move(to: CGPoint(x: 5, y: 30))
        line.addLine(to: CGPoint(x: 30, y: 5))
        line.addQuadCurve(to: CGPoint(x: 60, y: 30), controlPoint: CGPoint(x: 45, y: 40))
        line.addLine(to: CGPoint(x: 95, y: 8))
        zigzag.path = CGPath(line)
        zigzag.fillColor = nil
        zigzag.strokeColor = UIColor.red.cgColor
        zigzag.lineWidth = 6
        zigzag.lineJoin = .miter
        zigzag.lineCap = .square
        for layer in [dashed, partial, star, zigzag] { root.addSublayer(layer) }
        return root
    }

    static func text() -> CALayer {
        let root = root()
        for (index, alignment) in [CATextLayerAlignmentMode.left, .center, .right].enumerated() {
            let label = CATextLayer()
            label.frame = CGRect(x: 10, y: 8 + Double(index) * 24, width: 180, height: 22)
            label.backgroundColor = .white
            label.string = "\(alignment.rawValue) aligned"
            label.fontSize = 16
            label.foregroundColor = .black
            label.alignmentMode = alignment
            root.addSublayer(label)
        }
        let bold = CATextLayer()
        bold.frame = CGRect(x: 10, y: 80, width: 180, height: 22)
        bold.string = "Bold Enter"
        bold.font = UIFont.boldSystemFont(ofSize: 18)
        bold.fontSize = 18
        bold.foregroundColor = UIColor.systemBlue.cgColor
        let wrapped = CATextLayer()
        wrapped.frame = CGRect(x: 10, y: 104, width: 180, height: 40)
        wrapped.string = "Wrapped lines break between words at the bounds' width."
        wrapped.isWrapped = true
        wrapped.fontSize = 12
        wrapped.foregroundColor = UIColor.darkGray.cgColor
        root.addSublayer(bold)
        root.addSublayer(wrapped)
        return root
    }

    static func imageGravity() -> CALayer {
        let root = root()
        let photo = photo()
        let gravities: [CALayerContentsGravity] = [.resize, .resizeAspect, .resizeAspectFill, .center, .topLeft, .bottomRight]
        for (index, gravity) in gravities.enumerated() {
            let box = Scene.layer(CGRect(x: 8 + Double(index % 3) * 64, y: 10 + Double(index / 3) * 70, width: 56, height: 60),
                                  color: .lightGray)
            box.contents = photo
            box.contentsGravity = gravity
            box.masksToBounds = gravity == .resizeAspectFill
            root.addSublayer(box)
        }
        return root
    }

    static func mask() -> CALayer {
        let root = root()
        let revealed = Scene.layer(CGRect(x: 10, y: 15, width: 110, height: 120))
        revealed.contents = numberCard(2, color: .systemBlue)
        let circle = CAShapeLayer()
        circle.frame = revealed.bounds
        circle.path = CGPath(BezierPath(ovalIn: CGRect(x: 10, y: 15, width: 90, height: 90)))
        revealed.mask = circle
        // A mask's alpha, not its colour, counts: half-transparent stripes let half through.
        let striped = Scene.layer(CGRect(x: 130, y: 15, width: 60, height: 120), color: .red)
        let stripes = CALayer()
        stripes.frame = striped.bounds
        for k in 0..<6 {
            stripes.addSublayer(Scene.layer(CGRect(x: 0, y: Double(k) * 20, width: 60, height: 10),
                                            color: UIColor(white: 0, alpha: k % 2 == 0 ? 1 : 0.4)))
        }
        striped.mask = stripes
        root.addSublayer(revealed)
        root.addSublayer(striped)
        return root
    }

    /// The door article's door: anchored at its left edge, m34 = −1/500, turned by −degrees about y.
    static func door(degrees: Double) -> CALayer {
        let root = root()
        let door = Scene.layer(CGRect(x: 50, y: 20, width: 110, height: 110))
        door.anchorPoint = CGPoint(x: 0, y: 0.5)
        door.frame = CGRect(x: 50, y: 20, width: 110, height: 110)
        door.contents = numberCard(1, color: .red)
        door.borderWidth = 3
        door.borderColor = .white
        door.transform = Scene.turn(-degrees, x: 0, y: 1)
        root.addSublayer(door)
        return root
    }

    /// CATransition cube: two faces of a cube, 90° apart, at a quarter turn's eased midpoint.
    static func cube() -> CALayer {
        let root = root()
        let stage = Scene.layer(CGRect(x: 50, y: 35, width: 100, height: 80))
        var perspective = CATransform3D.identity
        perspective.m34 = -1.0 / 1000 * 2.5
        stage.sublayerTransform = perspective
        let angle = 0.35 * Double.pi / 2
        for (index, color) in [(0, UIColor.orange), (1, UIColor.systemBlue)] {
            let face = Scene.layer(stage.bounds)
            face.contents = numberCard(index + 1, color: color)
            let turn = angle - Double(index) * .pi / 2
            // Turned about a vertical axis half the cube's edge behind the screen.
            face.transform = CATransform3D(translationX: 0, y: 0, z: 50)
                .concatenating(CATransform3D(rotationAngle: turn, x: 0, y: 1, z: 0))
                .concatenating(CATransform3D(translationX: 0, y: 0, z: -50))
            face.isDoubleSided = false
            stage.addSublayer(face)
        }
        root.addSublayer(stage)
        return root
    }

    /// A page-curl-like deformation through the mesh primitive: the page's bottom-right
    /// corner rolls over a cylinder whose axis runs diagonally across it. The rolled front
    /// darkens as it turns from the light; past the half turn the sheet shows its back, a
    /// pale see-through mirror lying over the page. The grid runs along and across the axis,
    /// and the back is a second mesh drawn after the front, since it folds over it.
    static func meshCurl() -> Bitmap {
        let pageRoot = Scene.layer(CGRect(x: 0, y: 0, width: 120, height: 120), color: .white)
        pageRoot.contents = numberCard(3, color: .orange)
        pageRoot.contentsGravity = .resizeAspect
        // A transparent margin, so grid points off the page sample nothing instead of its edge.
        let page = padded(Renderer(scale: scale).render(pageRoot, size: pageRoot.bounds.size), by: 2)
        var frame = Renderer(scale: scale).render(root(), size: size, background: background)
        let origin = (x: 40.0 * scale - 2, y: 15.0 * scale - 2)
        let normal = (x: 0.8, y: 0.6), axis = (x: -0.6, y: 0.8)
        let through = (x: 0.62 * Double(page.width), y: 0.6 * Double(page.height))
        let radius = 12.0 * scale, fold = .pi / 2 * radius
        let corners = [(0.0, 0.0), (Double(page.width), 0), (0, Double(page.height)), (Double(page.width), Double(page.height))]
        let across = corners.map { ($0.0 - through.x) * normal.x + ($0.1 - through.y) * normal.y }
        let along = corners.map { ($0.0 - through.x) * axis.x + ($0.1 - through.y) * axis.y }

        func vertex(along s: Double, across d: Double) -> WarpMesh.Vertex {
            let theta = min(max(d, 0) / radius, .pi)
            let lifted = d <= 0 ? d : radius * sin(theta) - max(0, d - .pi * radius)
            let shade = d <= fold ? CGColor(white: 1 - 0.45 * (1 - cos(theta)))
                                  : CGColor(white: 0.92, alpha: 0.85)
            let source = CGPoint(x: through.x + s * axis.x + d * normal.x, y: through.y + s * axis.y + d * normal.y)
            let destination = CGPoint(x: origin.x + through.x + s * axis.x + lifted * normal.x,
                                    y: origin.y + through.y + s * axis.y + lifted * normal.y)
            return WarpMesh.Vertex(source: source, destination: destination, shade: shade)
        }
        for (near, far) in [(across.min()!, fold), (fold, across.max()!)] where far > near {
            let sheet = WarpMesh(columns: 24, rows: 24) { column, row in
                vertex(along: along.min()! + (along.max()! - along.min()!) * Double(row) / 24,
                       across: near + (far - near) * Double(column) / 24)
            }
            sheet.draw(page, onto: &frame)
        }
        return frame
    }

    static func padded(_ bitmap: Bitmap, by margin: Int) -> Bitmap {
        var result = Bitmap(width: bitmap.width + 2 * margin, height: bitmap.height + 2 * margin)
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width { result[x + margin, y + margin] = bitmap[x, y] }
        }
        return result
    }

    /// Everything at once, for determinism checks.
    static func kitchenSink() -> CALayer {
        let root = root()
        let scenes = [roundedClip(), shadow(), door(degrees: 40), mask()]
        for (index, scene) in scenes.enumerated() {
            scene.transform = CATransform3D(scaleX: 0.5, y: 0.5, z: 1)
            scene.position = CGPoint(x: 50 + Double(index % 2) * 100, y: 37.5 + Double(index / 2) * 75)
            scene.opacity = 0.9
            root.addSublayer(scene)
        }
        return root
    }
}

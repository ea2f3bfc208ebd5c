@testable import CairoRenderer
import Foundation
import Pixels
import Testing
import UIKit

/// A frame starts from its ground, the last opaque background that covers it whole, and leaves
/// out what that background hides. The frame must be the one drawn layer by layer over
/// transparent memory, byte for byte, whatever the tree: drawn both ways, they are compared.
@Suite struct FrameGroundTests {
    /// SplitMix64, so a failure reproduces from its seed.
    typealias Random = WarpKernelTests.Random

    static func drawnBothWays(_ root: CALayer, scale: Double, background: CGColor?) -> (ground: Bitmap, plain: Bitmap) {
        var renderer = Renderer(scale: scale)
        let ground = renderer.render(root, size: root.bounds.size, background: background)
        renderer.startsFromGround = false
        return (ground, renderer.render(root, size: root.bounds.size, background: background))
    }

    /// A layer in `bounds` of its superlayer: often filling it exactly (a screen in its window),
    /// else inset, offset by a fraction of a point or overhanging; with any of the properties
    /// that decide whether its background may be the ground or lets one through.
    static func layer(in bounds: CGRect, depth: Int, random: inout Random) -> CALayer {
        let layer = CALayer()
        switch random.below(4) {
        case 0, 1: layer.frame = bounds
        case 2: layer.frame = bounds.insetBy(dx: Double(random.below(7)) - 3 + 0.25 * Double(random.below(4)),
                                             dy: Double(random.below(7)) - 3)
        default: layer.frame = bounds.offsetBy(dx: 0.5 * Double(random.below(5)) - 1, dy: Double(random.below(3)) - 1)
        }
        switch random.below(5) {
        case 0: break
        case 1: layer.backgroundColor = random.color(opaque: false)
        default: layer.backgroundColor = random.color(opaque: true)
        }
        if random.chance(4) { layer.masksToBounds = true }
        if random.chance(5) { layer.cornerRadius = Double(1 + random.below(6)) }
        if random.chance(8) { layer.maskedCorners = [] }
        if random.chance(6) { layer.borderWidth = Double(1 + random.below(3)); layer.borderColor = random.color(opaque: random.chance(2)) }
        if random.chance(8) { layer.opacity = 0.5 }
        if random.chance(12) { layer.isHidden = true }
        if random.chance(8) { layer.zPosition = Double(random.below(3)) - 1 }
        if random.chance(10) { layer.shadowOpacity = 0.5; layer.shadowRadius = 2 }
        if random.chance(12) { layer.isGeometryFlipped = true }
        if random.chance(12) { layer.transform = CATransform3DMakeScale(-1, 1, 1) }
        if random.chance(12) { layer.transform = CATransform3DMakeRotation(.pi / 2 * Double(1 + random.below(3)), 0, 0, 1) }
        if random.chance(15) { layer.isDoubleSided = false; layer.transform = CATransform3DMakeScale(1, -1, 1) }
        if random.chance(12) { layer.sublayerTransform = CATransform3DMakeScale(1.25, 1, 1) }
        if random.chance(20) { layer.transform = Scene.turn(20, x: 0, y: 1) }
        if random.chance(15) {
            let mask = CALayer()
            mask.frame = layer.bounds.insetBy(dx: 2, dy: 2)
            mask.backgroundColor = UIColor.black.cgColor
            layer.mask = mask
        }
        if depth < 4 {
            for _ in 0..<random.below(depth == 0 ? 4 : 3) {
                layer.addSublayer(Self.layer(in: layer.bounds, depth: depth + 1, random: &random))
            }
        }
        return layer
    }

    @Test func aFrameFromItsGroundIsTheFrameDrawnLayerByLayer() {
        var random = Random(state: 0x5EED_F4A3)
        var deeper = 0
        for tree in 0..<800 {
            let root = Self.layer(in: CGRect(x: 0, y: 0, width: 30 + random.below(30), height: 20 + random.below(30)), depth: 0,
                                  random: &random)
            root.frame.origin = .zero
            let scale = [1.0, 2, 3, 1.5][random.below(4)]
            let background = [nil, UIColor.white.cgColor, random.color(opaque: false)][random.below(3)]
            let transform = LayerGeometry.toSuperlayer(root).concatenating(Projective(scale: scale))
            let found = FrameGround.of(root, transform: transform, width: Int((root.bounds.width * scale).rounded()),
                                       height: Int((root.bounds.height * scale).rounded()), background: background)
            if let layer = found?.layer, layer !== root { deeper += 1 }
            let (ground, plain) = Self.drawnBothWays(root, scale: scale, background: background)
            let same = ground == plain
            #expect(same, "tree \(tree): drawn from its ground, the frame differs from the one drawn layer by layer")
        }
        // The trees must exercise the ground below the root, not only the root's own.
        #expect(deeper >= 40, "only \(deeper) of 800 trees had a ground below the root")
    }

    @Test func aScreenInAWindowIsFilledOnceAndItsBordersStillShow() {
        // Window, navigation container and screen, each filling the frame; the screen's
        // background is the ground, and the container's border, drawn over its sublayers, shows.
        let window = Scene.root(width: 40, height: 30, color: .white)
        let container = Scene.layer(window.bounds, color: .gray)
        container.borderWidth = 2
        container.borderColor = UIColor.red.cgColor
        let screen = Scene.layer(window.bounds, color: .blue)
        let card = Scene.layer(CGRect(x: 10, y: 10, width: 10, height: 10), color: .green)
        window.addSublayer(container)
        container.addSublayer(Scene.layer(CGRect(x: 5, y: 5, width: 30, height: 20), color: .yellow))
        container.addSublayer(screen)
        screen.addSublayer(card)
        let transform = LayerGeometry.toSuperlayer(window).concatenating(Projective(scale: 2))
        let found = FrameGround.of(window, transform: transform, width: 80, height: 60, background: nil)
        #expect(found?.layer === screen)
        #expect(found?.ancestors == [ObjectIdentifier(window), ObjectIdentifier(container)])
        let (ground, plain) = Self.drawnBothWays(window, scale: 2, background: nil)
        let same = ground == plain
        #expect(same)
        #expect(ground[0, 30] == RGBA(r: 255, g: 0, b: 0, a: 255), "the container's border is drawn over the screen")
        #expect(ground[10, 30] == RGBA(r: 0, g: 0, b: 255, a: 255))
        #expect(ground[30, 30] == RGBA(r: 0, g: 255, b: 0, a: 255))
    }

    @Test func aClipThatCutsIntoTheFrameKeepsTheGroundAbove() {
        // The screen fills the frame, but its container clips half a point inside the frame's
        // edge: the screen's edge pixels are partly covered, so the window stays the ground.
        let window = Scene.root(width: 40, height: 30, color: .white)
        let container = Scene.layer(window.bounds.insetBy(dx: 0.5, dy: 0), color: nil)
        container.masksToBounds = true
        let screen = Scene.layer(container.bounds.insetBy(dx: -1, dy: -1), color: .blue)
        window.addSublayer(container)
        container.addSublayer(screen)
        let transform = LayerGeometry.toSuperlayer(window).concatenating(Projective(scale: 1))
        #expect(FrameGround.of(window, transform: transform, width: 40, height: 30, background: nil)?.layer === window)
        let (ground, plain) = Self.drawnBothWays(window, scale: 1, background: nil)
        let same = ground == plain
        #expect(same)
    }
}

extension WarpKernelTests.Random {
    mutating func chance(_ oneIn: Int) -> Bool { below(oneIn) == 0 }
    mutating func color(opaque: Bool) -> CGColor {
        CGColor(red: Double(below(256)) / 255, green: Double(below(256)) / 255, blue: Double(below(256)) / 255,
                alpha: opaque ? 1 : Double(below(255)) / 255)
    }
}

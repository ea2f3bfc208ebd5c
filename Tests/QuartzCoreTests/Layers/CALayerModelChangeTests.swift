import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

/// A motion recorder skips a tick's walk of the tree when the root's mark says nothing it reads
/// changed (`CALayer.noteModelChange()`): every change it reads must reach the root, from deep in
/// the tree and from inside a mask.
@Suite struct CALayerModelChangeTests {
    /// root → middle → leaf (a shape layer), and a mask on middle with a sublayer of its own.
    private final class Tree {
        let root = CALayer(), middle = CALayer(), leaf = CAShapeLayer(), mask = CALayer(), inMask = CAShapeLayer()

        init() {
            root.addSublayer(middle)
            middle.addSublayer(leaf)
            middle.mask = mask
            mask.addSublayer(inMask)
        }

        /// Clears every mark, as a recorder's walk does.
        func clear() {
            for layer in [root, middle, leaf, mask, inMask] { layer.clearModelChanges() }
        }
    }

    private static let changes: [(String, @Sendable (CAShapeLayer) -> Void)] = [
        ("position", { $0.position = CGPoint(x: 3, y: 4) }),
        ("bounds", { $0.bounds = CGRect(x: 0, y: 0, width: 30, height: 40) }),
        ("frame", { $0.frame = CGRect(x: 1, y: 2, width: 3, height: 4) }),
        ("anchorPoint", { $0.anchorPoint = .zero }),
        ("zPosition", { $0.zPosition = 2 }),
        ("opacity", { $0.opacity = 0.5 }),
        ("transform", { $0.transform = CATransform3DMakeScale(2, 2, 1) }),
        ("sublayerTransform", { $0.sublayerTransform = CATransform3DMakeScale(2, 2, 1) }),
        ("cornerRadius", { $0.cornerRadius = 8 }),
        ("borderWidth", { $0.borderWidth = 1 }),
        ("backgroundColor", { $0.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1) }),
        ("borderColor", { $0.borderColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1) }),
        ("shadowColor", { $0.shadowColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1) }),
        ("shadowOpacity", { $0.shadowOpacity = 0.3 }),
        ("shadowRadius", { $0.shadowRadius = 5 }),
        ("shadowOffset", { $0.shadowOffset = CGSize(width: 1, height: 1) }),
        ("isHidden", { $0.isHidden = true }),
        ("name", { $0.name = "renamed" }),
        ("mask", { $0.mask = CALayer() }),
        ("a sublayer added", { $0.addSublayer(CALayer()) }),
        ("its sublayers replaced", { $0.sublayers = [CALayer()] }),
        ("setNeedsLayout", { $0.setNeedsLayout() }),
        ("setNeedsDisplay", { $0.setNeedsDisplay() }),
        ("path", { $0.path = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil) }),
        ("fillColor", { $0.fillColor = nil }),
        ("strokeColor", { $0.strokeColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1) }),
        ("lineWidth", { $0.lineWidth = 3 }),
        ("strokeStart", { $0.strokeStart = 0.2 }),
        ("strokeEnd", { $0.strokeEnd = 0.8 }),
        ("an animation added", { $0.add(fade(), forKey: "fade") }),
    ]

    private static func fade() -> CABasicAnimation {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0.0
        return fade
    }

    @Test(arguments: changes.map(\.0))
    func aChangeDeepInTheTreeOrInAMaskMarksTheRoot(_ name: String) throws {
        let change = try #require(Self.changes.first { $0.0 == name }?.1)
        for inMask in [false, true] {
            let tree = Tree()
            tree.clear()
            VirtualClock().run { change(inMask ? tree.inMask : tree.leaf) }
            #expect(tree.root.modelChangedBeneath, "\(name) \(inMask ? "in the mask" : "on the leaf") did not reach the root")
            #expect(tree.middle.modelChangedBeneath)
        }
    }

    @Test func removingALayerOrItsAnimationsMarksTheTreeItLeaves() {
        let tree = Tree()
        VirtualClock().run {
            tree.leaf.add(Self.fade(), forKey: "fade")
            tree.clear()
            tree.leaf.removeAllAnimations()
            #expect(tree.root.modelChangedBeneath)
            tree.clear()
            tree.leaf.removeFromSuperlayer()
            #expect(tree.root.modelChangedBeneath)
        }
    }

    @Test func aLayerAddedAfterItsOwnChangesStillMarksItsNewTree() {
        let tree = Tree()
        let stray = CALayer()
        stray.position = CGPoint(x: 9, y: 9)  // marked already, with no superlayer to tell
        tree.clear()
        tree.leaf.addSublayer(stray)
        #expect(tree.root.modelChangedBeneath)
    }

    @Test func aClearedTreeStaysClearWhileNothingChanges() {
        let tree = Tree()
        tree.clear()
        _ = tree.leaf.presentation()
        _ = tree.root.frame
        #expect(!tree.root.modelChangedBeneath)
    }
}

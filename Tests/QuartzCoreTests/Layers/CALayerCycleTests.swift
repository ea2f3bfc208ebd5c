import Testing
@testable import QuartzCore

/// A layer tree cannot be made into a cycle, which would recurse forever when drawn.
@Suite struct CALayerCycleTests {
    @Test func aLayerKnowsItsAncestors() {
        let (root, child, grandchild) = (CALayer(), CALayer(), CALayer())
        root.addSublayer(child)
        child.addSublayer(grandchild)
        #expect(grandchild.isDescendant(of: root))
        #expect(grandchild.isDescendant(of: grandchild))
        #expect(!root.isDescendant(of: grandchild))
    }

    @Test func addingAnAncestorAsASublayerStops() async {
        await #expect(processExitsWith: .failure) {
            let (root, child) = (CALayer(), CALayer())
            root.addSublayer(child)
            child.addSublayer(root)
        }
    }

    @Test func movingALayerWithinItsTreeIsFine() {
        let (root, a, b) = (CALayer(), CALayer(), CALayer())
        root.addSublayer(a)
        root.addSublayer(b)
        a.addSublayer(b)
        #expect(b.superlayer === a)
        #expect(root.sublayerList.count == 1)
    }
}

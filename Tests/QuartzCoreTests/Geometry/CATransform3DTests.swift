import Foundation
import Testing
@testable import QuartzCore

@Suite struct CATransform3DTests {
    func close(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: Double = 1e-9) -> Bool {
        zip(a.entries, b.entries).allSatisfy { abs($0 - $1) < tolerance }
    }

    static let samples: [CATransform3D] = {
        var perspective = CATransform3D.identity
        perspective.m34 = -1 / 500
        return [
            .identity,
            CATransform3D(translationX: 10, y: -20, z: 5),
            CATransform3D(scaleX: 2, y: 0.5, z: 3),
            CATransform3D(rotationAngle: 0.7, x: 0, y: 0, z: 1),
            CATransform3D(rotationAngle: -1.2, x: 1, y: 2, z: 3),
            CATransform3D(scaleX: -1, y: 1, z: 1).rotated(by: 0.3, x: 0, y: 1, z: 0),
            perspective.rotated(by: -.pi / 3, x: 0, y: 1, z: 0).translatedBy(x: 30, y: 40, z: 0),
            CATransform3D(CGAffineTransform(a: 1, b: 0.4, c: 0.2, d: 1, tx: 7, ty: 9)),
            CATransform3D(rotationAngle: .pi * 0.9, x: 1, y: 0, z: 0).scaledBy(x: 0.001, y: 0.001, z: 1),
        ]
    }()

    @Test(arguments: samples)
    func inverseTimesTransformIsIdentity(transform: CATransform3D) throws {
        let inverse = try #require(transform.inverted())
        #expect(close(inverse.concatenating(transform), .identity, 1e-6))
        #expect(close(transform.concatenating(inverse), .identity, 1e-6))
    }

    @Test func singularTransformsHaveNoInverse() {
        #expect(CATransform3D(scaleX: 0, y: 1, z: 1).inverted() == nil)
    }

    @Test func concatenationAppliesTheReceiverFirst() {
        let scaleThenMove = CATransform3D(scaleX: 2, y: 2, z: 1).concatenating(CATransform3D(translationX: 10, y: 0, z: 0))
        let p = scaleThenMove.project(CGPoint(x: 1, y: 1))
        #expect(p.x == 12 && p.y == 2)
    }

    @Test(arguments: [0.3, -0.8, Double.pi / 2 - 0.01])
    func m34PerspectiveProjectsAsTheMathSays(angle: Double) {
        let d = 500.0
        var t = CATransform3D.identity
        t.m34 = -1 / d
        t = t.rotated(by: angle, x: 0, y: 1, z: 0)
        for x in [-100.0, 40, 150] {
            let h = t.project(CGPoint(x: x, y: 30))
            // Rotating about y sends (x, y, 0) to (x cos θ, y, −x sin θ); the eye at z = d divides by 1 − z/d.
            let z = -x * sin(angle)
            let expectedW = 1 - z / d
            #expect(abs(h.w - expectedW) < 1e-12)
            #expect(abs(h.x / h.w - x * cos(angle) / expectedW) < 1e-9)
            #expect(abs(h.y / h.w - 30 / expectedW) < 1e-9)
        }
    }

    @Test(arguments: samples)
    func decompositionRecomposesTheSameMatrix(transform: CATransform3D) throws {
        let parts = try #require(transform.decomposed)
        // Homogeneous matrices are equal up to scale; the parts describe the one with m44 = 1.
        let normalized = CATransform3D(entries: transform.entries.map { $0 / transform.m44 })
        #expect(close(parts.transform, normalized, 1e-9))
    }

    @Test func rotationDecomposesToItsQuaternion() throws {
        let parts = try #require(CATransform3D(rotationAngle: 0.8, x: 0, y: 0, z: 1).decomposed)
        #expect(abs(parts.rotation.z - sin(0.4)) < 1e-12 && abs(parts.rotation.w - cos(0.4)) < 1e-12)
        #expect(abs(parts.scale.x - 1) < 1e-12 && abs(parts.skew.xy) < 1e-12)
    }

    @Test func interpolationMovesEachPartOnItsOwn() {
        let end = CATransform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
            .concatenating(CATransform3D(scaleX: 3, y: 3, z: 1))
            .concatenating(CATransform3D(translationX: 100, y: 50, z: 0))
        let halfway = CATransform3D.identity.interpolated(to: end, fraction: 0.5)
        let expected = CATransform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1)
            .concatenating(CATransform3D(scaleX: 2, y: 2, z: 1))
            .concatenating(CATransform3D(translationX: 50, y: 25, z: 0))
        #expect(close(halfway, expected))
        #expect(close(CATransform3D.identity.interpolated(to: end, fraction: 0), .identity))
        #expect(close(CATransform3D.identity.interpolated(to: end, fraction: 1), end))
    }

    @Test func perspectiveInterpolatesThroughItsColumn() {
        var near = CATransform3D.identity
        near.m34 = -1 / 250
        let halfway = CATransform3D.identity.interpolated(to: near, fraction: 0.5)
        #expect(abs(halfway.m34 - (-1 / 500)) < 1e-12)
    }

    @Test func shrinkingToNothingInterpolatesSmoothly() {
        let rotated = CATransform3D(rotationAngle: 0.6, x: 0, y: 0, z: 1)
        for flat in [CATransform3D(scaleX: 0, y: 0, z: 1), CATransform3D(scaleX: 0, y: 1, z: 1).concatenating(rotated)] {
            let parts = flat.decomposed
            #expect(parts.map { close($0.transform, flat) } == true)
        }
        let halfway = rotated.interpolated(to: CATransform3D(scaleX: 0, y: 0, z: 1), fraction: 0.5)
        #expect(close(halfway, CATransform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1).scaledBy(x: 0.5, y: 0.5, z: 1)))
    }

    @Test func anUndecomposableEndSwitchesAtTheMidpoint() {
        var vanishing = CATransform3D.identity
        vanishing.m44 = 0
        #expect(CATransform3D.identity.interpolated(to: vanishing, fraction: 0.49) == .identity)
        #expect(CATransform3D.identity.interpolated(to: vanishing, fraction: 0.5) == vanishing)
    }

    @Test func concatAppliesTheFirstTransformFirst() {
        let moveThenScale = CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 1))
        #expect(moveThenScale.m41 == 20)
        #expect(CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0).m41 == 20)
    }

    @Test func invertingASingularTransformGivesItBack() {
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(flat) == flat)
        let turn = CATransform3DMakeRotation(.pi / 3, 0, 0, 1)
        let product = CATransform3DConcat(turn, CATransform3DInvert(turn))
        #expect(abs(product.m11 - 1) < 1e-12 && abs(product.m12) < 1e-12)
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
    }
}

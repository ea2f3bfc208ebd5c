import Foundation

/// One animatable value of a layer as the trace records it: a name, a unit and how many numbers
/// it takes. Transforms are recorded decomposed, as Core Animation interpolates them, so a
/// failure can say "rotation" rather than "m12".
package struct MotionProperty: Hashable, Sendable, CustomStringConvertible {
    package let name: String
    package let unit: MotionUnit
    /// How many numbers a value has, e.g. 2 for a position (x y).
    package let components: Int

    package init(_ name: String, _ unit: MotionUnit, components: Int = 1) {
        precondition(!name.contains(where: \.isWhitespace), "a motion property's name is one word, got \"\(name)\"")
        (self.name, self.unit, self.components) = (name, unit, components)
    }

    package var description: String { name }

    /// 1 while the layer is in the tree and neither it nor a superlayer is hidden.
    package static let visible = MotionProperty("visible", .flag)
    package static let position = MotionProperty("position", .points, components: 2)
    /// x y width height.
    package static let bounds = MotionProperty("bounds", .points, components: 4)
    package static let anchorPoint = MotionProperty("anchorPoint", .fraction, components: 2)
    package static let zPosition = MotionProperty("zPosition", .points)
    package static let opacity = MotionProperty("opacity", .fraction)
    package static let transform = TransformProperties(prefix: "transform")
    package static let sublayerTransform = TransformProperties(prefix: "sublayerTransform")
    package static let cornerRadius = MotionProperty("cornerRadius", .points)
    package static let borderWidth = MotionProperty("borderWidth", .points)
    /// Colours are red green blue alpha; no colour reads as clear (0 0 0 0).
    package static let backgroundColor = MotionProperty("backgroundColor", .fraction, components: 4)
    package static let borderColor = MotionProperty("borderColor", .fraction, components: 4)
    package static let shadowColor = MotionProperty("shadowColor", .fraction, components: 4)
    package static let shadowOpacity = MotionProperty("shadowOpacity", .fraction)
    package static let shadowRadius = MotionProperty("shadowRadius", .points)
    package static let shadowOffset = MotionProperty("shadowOffset", .points, components: 2)
    /// A shape layer's path, by the box of its points (control points included): x y width height.
    package static let pathBounds = MotionProperty("pathBounds", .points, components: 4)
    package static let strokeStart = MotionProperty("strokeStart", .fraction)
    package static let strokeEnd = MotionProperty("strokeEnd", .fraction)
    package static let lineWidth = MotionProperty("lineWidth", .points)
    package static let fillColor = MotionProperty("fillColor", .fraction, components: 4)
    package static let strokeColor = MotionProperty("strokeColor", .fraction, components: 4)
    /// A running `CATransition`'s progress, 0 (old look) … 1 (new look).
    package static let transition = MotionProperty("transition", .fraction)

    /// Every property, in the order the recorder samples them and the trace lists them.
    package static let all: [MotionProperty] =
        [visible, position, bounds, anchorPoint, zPosition, opacity]
        + transform.all + sublayerTransform.all
        + [cornerRadius, borderWidth, backgroundColor, borderColor,
           shadowColor, shadowOpacity, shadowRadius, shadowOffset,
           pathBounds, strokeStart, strokeEnd, lineWidth, fillColor, strokeColor, transition]

    /// The property called `name`, if the trace format knows it.
    package static func named(_ name: String) -> MotionProperty? { byName[name] }

    /// Where each property's numbers start in a row holding one of every property, in `all`'s
    /// order, and the row's width: the recorder keeps one such row per layer and tick.
    static let offsets: [Int] = all.reduce(into: [0]) { $0.append($0.last! + $1.components) }.dropLast()
    static let rowWidth = all.reduce(0) { $0 + $1.components }
    /// The `scale` of each number's unit in such a row, for rounding a row in one loop.
    static let rowScales: [Double] = all.flatMap { Array(repeating: $0.unit.scale, count: $0.components) }
    static let visibleIndex = all.firstIndex(of: visible)!
    static let opacityIndex = all.firstIndex(of: opacity)!

    /// The property's place in `all`, which orders tracks in a trace.
    package var rank: Int { Self.ranks[name] ?? Self.all.count }

    private static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })
    private static let ranks = Dictionary(uniqueKeysWithValues: all.enumerated().map { ($1.name, $0) })
}

/// The parts a transform is decomposed into, as CSS Transforms' "unmatrix" names them.
package struct TransformProperties: Sendable {
    package let translation: MotionProperty
    /// Euler angles about x, y and z, in degrees.
    package let rotation: MotionProperty
    package let scale: MotionProperty
    package let skew: MotionProperty
    package let perspective: MotionProperty

    init(prefix: String) {
        translation = MotionProperty("\(prefix).translation", .points, components: 3)
        rotation = MotionProperty("\(prefix).rotation", .degrees, components: 3)
        scale = MotionProperty("\(prefix).scale", .fraction, components: 3)
        skew = MotionProperty("\(prefix).skew", .fraction, components: 3)
        perspective = MotionProperty("\(prefix).perspective", .perspective, components: 3)
    }

    package var all: [MotionProperty] { [translation, rotation, scale, skew, perspective] }
}

import Foundation

/// Where an emitter's particles start, as `CAEmitterLayer.emitterShape` takes it.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// Which part of the emitter's shape particles start from, as `CAEmitterLayer.emitterMode` takes it.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// The order particles are drawn in, as `CAEmitterLayer.renderMode` takes it; here always oldest first.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}

/// A layer that sends out particles of its `emitterCells`, as `CAEmitterLayer`. Particles are
/// a pure function of time and `seed`: each one's spread values come from a hash of the seed,
/// its cell and its birth number, so every run draws the same frames.
///
///     let confetti = CAEmitterLayer()
///     confetti.emitterPosition = CGPoint(x: 187, y: -10)
///     confetti.emitterShape = .line
///     confetti.emitterSize = CGSize(width: 375, height: 1)
///     confetti.emitterCells = [piece]             // an CAEmitterCell with contents and a birthRate
open class CAEmitterLayer: CALayer {
    public var emitterCells: [CAEmitterCell]?
    public var emitterPosition = CGPoint.zero
    public var emitterZPosition: CGFloat = 0
    public var emitterSize = CGSize.zero
    public var emitterDepth: CGFloat = 0
    public var emitterShape = CAEmitterLayerEmitterShape.point
    public var emitterMode = CAEmitterLayerEmitterMode.volume
    public var renderMode = CAEmitterLayerRenderMode.unordered
    /// Multipliers of every cell's matching value. Setting `birthRate` to 0 stops new
    /// particles while those alive live out their lifetimes.
    public var birthRate: Float = 1 { didSet { if let clock { rateChanges.append((clock.time, birthRate)) } } }
    public var lifetime: Float = 1
    public var velocity: Float = 1
    public var scale: Float = 1
    public var spin: Float = 1
    public var seed: UInt32 = 0

    /// The clock the layer was made on and its time then: emission starts when the layer is made.
    private weak var clock: VirtualClock?
    private var startTime: TimeInterval = 0
    /// Every `birthRate` set since, with the clock time it was set at, so particles are born at
    /// the rate that held when they were.
    private var rateChanges: [(time: TimeInterval, rate: Float)] = []

    public override init() {
        super.init()
        (clock, startTime) = (VirtualClock.current, VirtualClock.current?.time ?? 0)
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAEmitterLayer { copyEmitterSettings(from: other) }
    }

    public required init?(coder: NSCoder) { return nil }

    package override func shallowCopy() -> CALayer {
        let copy = CAEmitterLayer(layer: self)
        return copy
    }

    private func copyEmitterSettings(from other: CAEmitterLayer) {
        (emitterCells, emitterPosition, emitterZPosition, emitterSize, emitterDepth) =
            (other.emitterCells, other.emitterPosition, other.emitterZPosition, other.emitterSize, other.emitterDepth)
        (emitterShape, emitterMode, renderMode, seed) = (other.emitterShape, other.emitterMode, other.renderMode, other.seed)
        (birthRate, lifetime, velocity, scale, spin) = (other.birthRate, other.lifetime, other.velocity, other.scale, other.spin)
        (clock, startTime, rateChanges) = (other.clock, other.startTime, other.rateChanges)
    }

    /// The most particles of one cell drawn at once, so a runaway birth rate stays drawable.
    static let maxParticlesPerCell = 600

    /// The live particles at `mapping`'s present, oldest first, each a layer showing its
    /// cell's picture, placed by `settings` (this layer's presentation).
    func presentedParticles(settings: CAEmitterLayer, mapping: LayerTimeMapping) -> [CALayer] {
        guard let clock else { return [] }
        func local(_ time: TimeInterval) -> Double { mapping.localTime(forClockTime: time) - mapping.localTime(forClockTime: startTime) }
        let age = local(clock.time)
        guard age > 0 else { return [] }
        // The layer's birth rate over time: Core Animation's default, 1, then each change.
        let rates = [(from: 0.0, rate: 1.0)] + rateChanges.map { (from: local($0.time), rate: Double($0.rate)) }
        return (settings.emitterCells ?? []).enumerated().flatMap { index, cell in
            settings.particles(of: cell, index: index, emitterAge: age, rates: rates)
        }
    }

    private func particles(of cell: CAEmitterCell, index: Int, emitterAge age: Double, rates: [(from: Double, rate: Double)]) -> [CALayer] {
        let longest = (Double(cell.lifetime) + abs(Double(cell.lifetimeRange))) * Double(lifetime)
        guard cell.isEnabled, cell.birthRate > 0, longest > 0, let image = cell.contents as? CGImage else { return [] }
        return births(rate: Double(cell.birthRate), layerRates: rates, age: age, longest: longest).compactMap { n, particleAge in
            var random = ParticleRandom(seed: seed, cell: index, particle: n)
            let life = (Double(cell.lifetime) + random.spread(Double(cell.lifetimeRange))) * Double(lifetime)
            guard particleAge < life else { return nil }
            return particle(of: cell, image: image, age: particleAge, random: &random)
        }
    }

    /// The particles of a cell born at `rate` times the layer's rate that may still be alive at
    /// `age`: each one's birth number and age. Births are evenly spaced at the rate that held,
    /// the first at the moment emission starts.
    private func births(rate cellRate: Double, layerRates: [(from: Double, rate: Double)], age: Double, longest: Double) -> [(Int, Double)] {
        var found: [(Int, Double)] = []
        // `bornBefore` counts births up to the segment's start; `next` is the next birth number,
        // so a birth at the very moment the rate changes is counted once.
        var (bornBefore, next) = (0.0, 0.0)
        for (i, segment) in layerRates.enumerated() where segment.from <= age {
            let end = i + 1 < layerRates.count ? min(layerRates[i + 1].from, age) : age
            let rate = segment.rate * cellRate
            guard rate > 0, end >= segment.from else { continue }
            // Births too old to be alive are skipped, not visited.
            var k = max(next, bornBefore.rounded(.up), (bornBefore + rate * (age - longest - segment.from)).rounded(.up))
            while segment.from + (k - bornBefore) / rate <= end {
                found.append((Int(k), age - (segment.from + (k - bornBefore) / rate)))
                k += 1
            }
            (bornBefore, next) = (bornBefore + rate * (end - segment.from), k)
        }
        return Array(found.suffix(CAEmitterLayer.maxParticlesPerCell))
    }

    private func particle(of cell: CAEmitterCell, image: CGImage, age t: Double, random: inout ParticleRandom) -> CALayer? {
        let start = startPoint(random: &random)
        let angle = Double(cell.emissionLongitude) + random.spread(Double(cell.emissionRange) / 2)
        let speed = (Double(cell.velocity) + random.spread(Double(cell.velocityRange))) * Double(velocity)
        let x = start.x + speed * cos(angle) * t + Double(cell.xAcceleration) * t * t / 2
        let y = start.y + speed * sin(angle) * t + Double(cell.yAcceleration) * t * t / 2
        let size = (Double(cell.scale) + random.spread(Double(cell.scaleRange)) + Double(cell.scaleSpeed) * t) * Double(scale)
        let turn = (Double(cell.spin) + random.spread(Double(cell.spinRange))) * Double(spin) * t
        let base = cell.color ?? .white
        func channel(_ value: Double, _ range: Float, _ speed: Float) -> Double {
            min(max(value + random.spread(Double(range)) + Double(speed) * t, 0), 1)
        }
        let color = CGColor(red: channel(base.red, cell.redRange, cell.redSpeed), green: channel(base.green, cell.greenRange, cell.greenSpeed),
                          blue: channel(base.blue, cell.blueRange, cell.blueSpeed), alpha: channel(base.alpha, cell.alphaRange, cell.alphaSpeed))
        guard size > 0, color.alpha > 0 else { return nil }
        let particle = CALayer()
        let points = CGSize(width: image.size.width / Double(cell.contentsScale), height: image.size.height / Double(cell.contentsScale))
        particle.bounds = CGRect(origin: .zero, size: points)
        particle.position = CGPoint(x: x, y: y)
        particle.transform = CATransform3D(scaleX: size, y: size, z: 1)
            .concatenating(CATransform3D(rotationAngle: turn, x: 0, y: 0, z: 1))
        particle.opacityValue = color.opacity
        if color.red < 1 || color.green < 1 || color.blue < 1 {
            // The cell colour multiplies the picture; a white picture, the usual kind, takes it
            // exactly when the colour fills the picture's shape.
            particle.backgroundColor = CGColor(red: color.red, green: color.green, blue: color.blue, opacity: 1)
            let shape = CALayer()
            shape.frame = particle.bounds
            shape.contents = image
            particle.mask = shape
        } else {
            particle.contents = image
        }
        return particle
    }

    /// Where one particle starts, by `emitterShape` and `emitterMode`.
    private func startPoint(random: inout ParticleRandom) -> CGPoint {
        let (w, h) = (emitterSize.width, emitterSize.height)
        let onOutline = emitterMode == .outline
        switch emitterShape {
        case .line:
            return CGPoint(x: emitterPosition.x + random.spread(w / 2), y: emitterPosition.y)
        case .rectangle, .cuboid:
            if onOutline {
                let along = random.unit() * 2 * (w + h)
                let edge = along < w ? (along, 0.0) : along < w + h ? (w, along - w)
                    : along < 2 * w + h ? (along - w - h, h) : (0.0, along - 2 * w - h)
                return CGPoint(x: emitterPosition.x - w / 2 + edge.0, y: emitterPosition.y - h / 2 + edge.1)
            }
            return CGPoint(x: emitterPosition.x + random.spread(w / 2), y: emitterPosition.y + random.spread(h / 2))
        case .circle, .sphere:
            let angle = random.unit() * 2 * .pi
            let radius = onOutline ? w / 2 : (w / 2) * random.unit().squareRoot()
            return CGPoint(x: emitterPosition.x + radius * cos(angle), y: emitterPosition.y + radius * sin(angle))
        default:
            return emitterPosition
        }
    }
}

/// A particle's stream of spread values: SplitMix64 over its seed, cell and birth number,
/// so a particle keeps its values from frame to frame and every run agrees.
struct ParticleRandom {
    private var state: UInt64

    init(seed: UInt32, cell: Int, particle: Int) {
        state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: cell) &* 0xBF58_476D_1CE4_E5B9
            ^ UInt64(truncatingIfNeeded: particle) &* 0x94D0_49BB_1331_11EB
    }

    /// Evenly in 0..<1.
    mutating func unit() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)
    }

    /// Evenly in −range…range.
    mutating func spread(_ range: Double) -> Double {
        (unit() * 2 - 1) * range
    }
}

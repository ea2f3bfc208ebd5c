import Foundation

extension AnimatableValue {
    /// The value `fraction` of the way to `other` (beyond 0…1 it extrapolates, for springs).
    /// Both must be of one kind; `CAAnimation.validate(for:)` makes sure of that before any frame.
    package func interpolated(to other: AnimatableValue, fraction f: Double) -> AnimatableValue {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
        switch (self, other) {
        case let (.double(a), .double(b)):
            return .double(mix(a, b))
        case let (.point(a), .point(b)):
            return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.size(a), .size(b)):
            return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY),
                              width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.color(a), .color(b)):
            return .color(a.interpolatedPremultiplied(to: b, fraction: f))
        case let (.transform(a), .transform(b)):
            return .transform(a.interpolated(to: b, fraction: f))
        case let (.path(a), .path(b)):
            return .path(a.interpolated(to: b, fraction: f))
        case let (.list(a), .list(b)):
            // Element by element, as Core Animation mixes a gradient's colours; lists that do
            // not pair up jump at the midpoint, as unmatched paths do.
            guard a.count == b.count, zip(a, b).allSatisfy({ $0.kind == $1.kind && $0.kind != .path }) else {
                return f < 0.5 ? self : other
            }
            return .list(zip(a, b).map { $0.interpolated(to: $1, fraction: f) })
        default:
            preconditionFailure("cannot interpolate a \(kind) value to a \(other.kind) value")
        }
    }

    /// `self` moved by `delta`: sums for numbers, points, sizes, rects and colours; for
    /// transforms `delta` is applied first, then `self`, as Core Animation concatenates additive
    /// transforms. Paths and lists cannot be added (validation rejects them).
    public func adding(_ delta: AnimatableValue) -> AnimatableValue {
        combined(with: delta, sign: 1)
    }

    /// The value that `adding(delta)` takes to `self`.
    public func subtracting(_ delta: AnimatableValue) -> AnimatableValue {
        combined(with: delta, sign: -1)
    }

    private func combined(with delta: AnimatableValue, sign k: Double) -> AnimatableValue {
        switch (self, delta) {
        case let (.double(a), .double(b)):
            return .double(a + k * b)
        case let (.point(a), .point(b)):
            return .point(CGPoint(x: a.x + k * b.x, y: a.y + k * b.y))
        case let (.size(a), .size(b)):
            return .size(CGSize(width: a.width + k * b.width, height: a.height + k * b.height))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: a.minX + k * b.minX, y: a.minY + k * b.minY,
                              width: a.width + k * b.width, height: a.height + k * b.height))
        case let (.color(a), .color(b)):
            return .color(CGColor(red: a.red + k * b.red, green: a.green + k * b.green,
                                blue: a.blue + k * b.blue, alpha: a.alpha + k * b.alpha))
        case let (.transform(a), .transform(b)):
            if k > 0 { return .transform(b.concatenating(a)) }
            return .transform((b.inverted() ?? .identity).concatenating(a))
        default:
            preconditionFailure("cannot add a \(delta.kind) value to a \(kind) value")
        }
    }
}

extension CGColor {
    /// The colour `fraction` of the way to `other`, mixed in premultiplied sRGB so that fading
    /// from clear does not pass through the clear colour's black.
    func interpolatedPremultiplied(to other: CGColor, fraction f: Double) -> CGColor {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
        let alpha = min(max(mix(alpha, other.alpha), 0), 1)
        guard alpha > 0 else { return .clear }
        func channel(_ a: Double, _ b: Double) -> Double {
            min(max(mix(a * self.alpha, b * other.alpha) / alpha, 0), 1)
        }
        return CGColor(red: channel(red, other.red), green: channel(green, other.green),
                     blue: channel(blue, other.blue), alpha: alpha)
    }
}

extension BezierPath {
    /// Whether the two paths have the same drawing commands in the same order, so they can be
    /// mixed point by point. Close commands carry no point and are left out of the match: the
    /// circle-button article morphs an oval (which closes) into a full arc (which does not), and iOS grows that
    /// circle smoothly.
    package func hasSameStructure(as other: BezierPath) -> Bool {
        let (mine, theirs) = (drawingElements, other.drawingElements)
        return mine.count == theirs.count && zip(mine, theirs).allSatisfy { $0.isSameCommand(as: $1) }
    }

    /// Point by point when the structures match, subpaths closing where the nearer end closes
    /// them; otherwise the nearer end, switching at the midpoint, as Core Animation does.
    package func interpolated(to other: BezierPath, fraction f: Double) -> BezierPath {
        guard hasSameStructure(as: other) else { return f < 0.5 ? self : other }
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f) }
        var mixed = zip(drawingElements, other.drawingElements).map { a, b -> Element in
            switch (a, b) {
            case let (.move(p), .move(q)): .move(to: mix(p, q))
            case let (.line(p), .line(q)): .line(to: mix(p, q))
            case let (.quadCurve(p, c), .quadCurve(q, d)): .quadCurve(to: mix(p, q), control: mix(c, d))
            case let (.curve(p, c1, c2), .curve(q, d1, d2)): .curve(to: mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2))
            default: a
            }
        }.makeIterator()
        let nearer = f < 0.5 ? self : other
        return BezierPath(elements: nearer.elements.map { $0 == .close ? .close : mixed.next()! })
    }

    /// The elements that draw, without close commands.
    private var drawingElements: [Element] { elements.filter { $0 != .close } }
}

extension BezierPath.Element {
    func isSameCommand(as other: BezierPath.Element) -> Bool {
        switch (self, other) {
        case (.move, .move), (.line, .line), (.quadCurve, .quadCurve), (.curve, .curve), (.close, .close): true
        default: false
        }
    }
}

import Foundation

extension AnimatableValue {
    /// The value's numbers, for arithmetic that treats it as a point in space (splines, pacing);
    /// nil for paths, which only interpolate point by point.
    var vector: [Double]? {
        switch self {
        case .double(let v): [v]
        case .point(let p): [p.x, p.y]
        case .size(let s): [s.width, s.height]
        case .rect(let r): [r.origin.x, r.origin.y, r.width, r.height]
        case .color(let c): [c.red, c.green, c.blue, c.alpha]
        case .transform(let t): t.entries
        case .path: nil
        case .list(let values): Self.joinedVectors(values)
        }
    }

    /// A value of this kind made of `numbers` (as `vector` gives them).
    func with(vector numbers: [Double]) -> AnimatableValue {
        switch self {
        case .double: .double(numbers[0])
        case .point: .point(CGPoint(x: numbers[0], y: numbers[1]))
        case .size: .size(CGSize(width: numbers[0], height: numbers[1]))
        case .rect: .rect(CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
        case .color: .color(CGColor(red: numbers[0], green: numbers[1], blue: numbers[2], alpha: numbers[3]))
        case .transform: .transform(CATransform3D(entries: numbers))
        case .path: self
        case .list(let values): .list(Self.split(numbers, like: values))
        }
    }

    /// Every element's numbers one after another; nil when an element has none.
    private static func joinedVectors(_ values: [AnimatableValue]) -> [Double]? {
        var numbers: [Double] = []
        for value in values {
            guard let vector = value.vector else { return nil }
            numbers += vector
        }
        return numbers
    }

    /// `numbers` cut back into elements shaped like `values`, as `joinedVectors` joined them.
    private static func split(_ numbers: [Double], like values: [AnimatableValue]) -> [AnimatableValue] {
        var rest = numbers[...]
        return values.map { value in
            let count = value.vector?.count ?? 0
            defer { rest = rest.dropFirst(count) }
            return value.with(vector: Array(rest.prefix(count)))
        }
    }

    /// The straight-line distance to `other`, which paced keyframes share time by; 0 when the
    /// kinds differ or the value has no numbers.
    func distance(to other: AnimatableValue) -> Double {
        guard let a = vector, let b = other.vector, a.count == b.count else { return 0 }
        return zip(a, b).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot()
    }
}

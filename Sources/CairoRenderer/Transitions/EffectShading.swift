import QuartzCore

/// Colour that changes along a line, as a linear gradient does, painted as flat steps no more
/// than one 8-bit level apart. Flat fills rasterize alike in every Cairo and pixman release,
/// which gradient patterns are not promised to; each step covers everything from its start
/// onwards, so a step's antialiased edge blends two neighbouring colours and never lets what
/// lies beneath show through.
struct EffectShading {
    /// Where location 0 lies, in the layer's bounds space.
    let start: CGPoint
    /// Where location 1 lies; past either end the end colour continues.
    let end: CGPoint
    /// Colours at locations from 0 to 1, in increasing order. Two stops at one location make
    /// a sharp edge.
    let stops: [(location: Double, color: CGColor)]

    /// The steps, nearest `start` first: each colour holds from the previous step's `until`
    /// (or from before `start`) to its own (or on past `end` for the last). A line of no
    /// length has only the last colour.
    var steps: [(until: Double, color: CGColor)] {
        guard start != end else { return stops.last.map { [(.infinity, $0.color)] } ?? [] }
        var steps: [(until: Double, color: CGColor)] = []
        for (a, b) in zip(stops, stops.dropFirst()) where b.location > a.location {
            let levels = [a.color.red - b.color.red, a.color.green - b.color.green, a.color.blue - b.color.blue, a.color.alpha - b.color.alpha]
                .map { abs($0) * 255 }.max()!
            let count = max(1, Int(levels.rounded(.up)))
            for k in 0..<count {
                let middle = (Double(k) + 0.5) / Double(count)
                steps.append((a.location + (b.location - a.location) * Double(k + 1) / Double(count), a.color.mixed(with: b.color, by: middle)))
            }
        }
        if let last = stops.last { steps.append((.infinity, last.color)) }
        return steps
    }

    /// The half-plane of points before `location`, as a rectangle reaching `reach` points
    /// every other way.
    func before(_ location: Double, reach: Double) -> BezierPath {
        let along = end - start
        let length = (along.x * along.x + along.y * along.y).squareRoot()
        let unit = along * (1 / length), across = CGPoint(x: -unit.y, y: unit.x)
        let edge = start + along * location
        var path = BezierPath()
        path.move(to: edge + across * reach)
        path.addLine(to: edge - across * reach)
        path.addLine(to: edge - across * reach - unit * reach)
        path.addLine(to: edge + across * reach - unit * reach)
        path.close()
        return path
    }
}

private extension CGColor {
    func mixed(with other: CGColor, by t: Double) -> CGColor {
        CGColor(red: red + (other.red - red) * t, green: green + (other.green - green) * t,
                blue: blue + (other.blue - blue) * t, opacity: alpha + (other.alpha - alpha) * t)
    }
}

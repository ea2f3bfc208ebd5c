import Foundation

/// How a scenario's motion came out: its trace against `motion.txt` and the motion lint.
/// Plain numbers and text, so the store and the report need not know how traces are made.
public struct MotionOutcome: Codable, Equatable, Sendable {
    /// `passed`, `failed` (a divergence or a lint finding), `missing` (no trace golden and none
    /// recorded), `written` or `unchanged`.
    public var status: FrameStatus
    /// The trace golden's path inside `Goldens/`, e.g. `door-push/motion.txt`.
    public var golden: String
    /// One line per divergence and per lint finding, each naming the layer, property and instant.
    public var problems: [String]
    /// Expected and actual values over time of each property that diverged, for the report.
    public var charts: [MotionChart]
    /// The scene drawn near the first divergence, written for the report when motion diverged.
    public var snapshot: MotionSnapshot?

    public init(status: FrameStatus, golden: String, problems: [String] = [], charts: [MotionChart] = []) {
        (self.status, self.golden, self.problems, self.charts) = (status, golden, problems, charts)
    }
}

/// One diverging property of one layer, tick by tick, as the report draws it.
public struct MotionChart: Codable, Equatable, Sendable {
    public var layer: String
    public var property: String
    /// The unit's symbol, e.g. " pt" or "°".
    public var unit: String
    public var framesPerSecond: Int
    /// The first tick past tolerance.
    public var firstTick: Int
    /// Per tick, the value's components; nil where the layer is absent.
    public var expected: [[Double]?]
    public var actual: [[Double]?]

    public init(layer: String, property: String, unit: String, framesPerSecond: Int, firstTick: Int,
                expected: [[Double]?], actual: [[Double]?]) {
        (self.layer, self.property, self.unit, self.framesPerSecond) = (layer, property, unit, framesPerSecond)
        (self.firstTick, self.expected, self.actual) = (firstTick, expected, actual)
    }

    /// Seconds after the transition starts at which the motion first diverges.
    public var firstTime: Double { Double(firstTick) / Double(framesPerSecond) }
}

/// The scene around the first diverging instant, drawn for the report: the golden frame sampled
/// nearest that instant beside the scenario drawn now at the same time, their diff, and the
/// scenario drawn at the divergence itself (no golden frame exists there).
public struct MotionSnapshot: Codable, Equatable, Sendable {
    /// Seconds after the transition starts.
    public var divergenceTime: Double
    public var sampleTime: Double
    /// Paths inside the report folder; nil when that image could not be made.
    public var expected: String?
    public var actual: String?
    public var diff: String?
    public var atDivergence: String?

    public init(divergenceTime: Double, sampleTime: Double, expected: String? = nil, actual: String? = nil,
                diff: String? = nil, atDivergence: String? = nil) {
        (self.divergenceTime, self.sampleTime) = (divergenceTime, sampleTime)
        (self.expected, self.actual, self.diff, self.atDivergence) = (expected, actual, diff, atDivergence)
    }
}

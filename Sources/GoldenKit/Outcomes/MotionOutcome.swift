import Foundation

/// How a scenario's motion came out: its trace against `motion.txt` and the motion lint.
/// Plain numbers and text, so the store and the report need not know how traces are made.
package struct MotionOutcome: Codable, Equatable, Sendable {
    /// `passed`, `failed` (a divergence or a lint finding), `missing` (no trace golden and none
    /// recorded), `written` or `unchanged`.
    package var status: FrameStatus
    /// The trace golden's path inside `Goldens/`, e.g. `door-push/motion.txt`.
    package var golden: String
    /// What changed in the motion, cause first: one line per layer that leads a change, with the
    /// layers whose motion follows from it.
    package var changes: [Change]
    /// One line per lint finding or other problem (no golden, an unreadable one).
    package var problems: [String]
    /// Expected and actual values over time of each leading layer's diverging properties, for the report.
    package var charts: [MotionChart]
    /// The scene drawn near the first divergence, written for the report when motion diverged.
    package var snapshot: MotionSnapshot?

    package init(status: FrameStatus, golden: String, changes: [Change] = [], problems: [String] = [], charts: [MotionChart] = []) {
        (self.status, self.golden, self.changes, self.problems, self.charts) = (status, golden, changes, problems, charts)
    }

    /// A results file written before motion changes were grouped reads as having none.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        status = try container.decode(FrameStatus.self, forKey: .status)
        golden = try container.decode(String.self, forKey: .golden)
        changes = try container.decodeIfPresent([Change].self, forKey: .changes) ?? []
        problems = try container.decode([String].self, forKey: .problems)
        charts = try container.decode([MotionChart].self, forKey: .charts)
        snapshot = try container.decodeIfPresent(MotionSnapshot.self, forKey: .snapshot)
    }

    /// One change of the motion: the line of the layer it shows in first, naming the cause
    /// ("the motion ends at 500 ms instead of 350 ms"), and the lines of the layers that follow it.
    package struct Change: Codable, Equatable, Sendable {
        package var line: String
        /// The bars moving with the content, a view's subviews removed with it: each layer's line.
        package var following: [String]
        /// For a change of timing alone: the leading layer's progress (0 at its first value, 1 at
        /// its final one) over time, expected and actual, which says more than a diff of frames.
        package var progress: MotionChart?

        package init(line: String, following: [String] = [], progress: MotionChart? = nil) {
            (self.line, self.following, self.progress) = (line, following, progress)
        }
    }
}

/// One diverging property of one layer, tick by tick, as the report draws it.
package struct MotionChart: Codable, Equatable, Sendable {
    package var layer: String
    package var property: String
    /// The unit's symbol, e.g. " pt" or "°".
    package var unit: String
    package var framesPerSecond: Int
    /// The first tick past tolerance.
    package var firstTick: Int
    /// Per tick, the value's components; nil where the layer is absent.
    package var expected: [[Double]?]
    package var actual: [[Double]?]

    package init(layer: String, property: String, unit: String, framesPerSecond: Int, firstTick: Int,
                expected: [[Double]?], actual: [[Double]?]) {
        (self.layer, self.property, self.unit, self.framesPerSecond) = (layer, property, unit, framesPerSecond)
        (self.firstTick, self.expected, self.actual) = (firstTick, expected, actual)
    }

    /// Seconds after the transition starts at which the motion first diverges.
    package var firstTime: Double { Double(firstTick) / Double(framesPerSecond) }
}

/// The scene around the first diverging instant, drawn for the report: the golden frame sampled
/// nearest that instant beside the scenario drawn now at the same time, their diff, and the
/// scenario drawn at the divergence itself (no golden frame exists there).
package struct MotionSnapshot: Codable, Equatable, Sendable {
    /// Seconds after the transition starts.
    package var divergenceTime: Double
    package var sampleTime: Double
    /// Paths inside the report folder; nil when that image could not be made.
    package var expected: String?
    package var actual: String?
    package var diff: String?
    package var atDivergence: String?

    package init(divergenceTime: Double, sampleTime: Double, expected: String? = nil, actual: String? = nil,
                diff: String? = nil, atDivergence: String? = nil) {
        (self.divergenceTime, self.sampleTime) = (divergenceTime, sampleTime)
        (self.expected, self.actual, self.diff, self.atDivergence) = (expected, actual, diff, atDivergence)
    }
}

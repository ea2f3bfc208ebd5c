import Foundation
import ImageComparison
import MotionTrace
import UIKit

/// One transition under test: the scene to build, the moment to start the transition, the
/// instants to sample and how strictly frames are compared.
///
///     let scenario = Scenario(id: "my-fade", source: "mine", summary: "a card fades in", duration: 0.5) { stage in
///         let card = UIView(frame: CGRect(x: 40, y: 100, width: 295, height: 200))
///         stage.rootView.addSubview(card)
///         card.alpha = 0
///         stage.startTransition { UIView.animate(withDuration: 0.5) { card.alpha = 1 } }
///     }
public struct Scenario: Sendable {
    /// The fixed id; also the golden folder's name.
    public let id: String
    /// The article (and section) it reproduces, or "beyond" for effects past them; docs/ARCHITECTURE.md lists the articles.
    public let source: String
    /// One line on what the scenario shows.
    public let summary: String
    /// The transition's duration in seconds; the default sample times are fractions of it.
    public let duration: Double
    public var screenSize: CGSize
    /// Pixels per point; by default `Scenario.defaultScale` (Scenario+Variants.swift).
    public var scale: Double
    /// The device and traits the scenario runs in; nil for a plain screen of `screenSize`.
    public var variant: Variant?
    /// Sample instants in seconds after the transition starts, in increasing order.
    public var sampleTimes: [Double]
    public var tolerance: Tolerance
    /// How far the motion trace may drift from `motion.txt`.
    public var motionTolerance: MotionTolerance
    /// Motion lint rules this scenario turns off, each with its reason.
    public var motionLintExemptions: [MotionLintExemption]
    /// Builds the screen the transition ends on, alone; when set, `harness check` requires the
    /// settled last frame to look exactly like it (the `destination` lint rule).
    public var destination: (@Sendable (Stage) -> Void)?
    /// How long the scenario may take to run and draw, on the wall clock, before it is stopped
    /// and reported as errored; nil takes the run's (`ScenarioRunner.defaultTimeBudget`, or
    /// `--time-budget`). Raise it for a scene that is slow by design.
    public var timeBudget: Duration?
    /// How many bytes of offscreen canvases drawing one frame may hold at once (a translucent,
    /// masked or shadowed layer is drawn into one of its own, so nested ones add up); past it the
    /// scenario is reported as errored. nil takes the run's (2 GiB, or `--memory-budget`).
    public var memoryBudget: Int?
    /// Why a sampled frame may be one flat colour, when that is the effect itself; nil means a
    /// flat frame is a mistake (a golden of one colour guards nothing), and a test says so.
    public var flatFrameReason: String?
    /// Builds the scene on `stage` and registers the transition with `stage.startTransition`.
    public let setUp: @Sendable (Stage) -> Void
    /// Where the scenario is declared, `Module/File.swift:line`, so a message about two
    /// scenarios of one id can name both.
    public var declaration: String

    public init(
        id: String, source: String, summary: String, duration: Double,
        screenSize: CGSize = Scenario.iPhoneScreen, scale: Double? = nil,
        sampleTimes: [Double]? = nil, tolerance: Tolerance = .default,
        motionTolerance: MotionTolerance = .default, motionLintExemptions: [MotionLintExemption] = [],
        destination: (@Sendable (Stage) -> Void)? = nil, timeBudget: Duration? = nil, memoryBudget: Int? = nil,
        fileID: StaticString = #fileID, line: UInt = #line,
        setUp: @escaping @Sendable (Stage) -> Void
    ) {
        self.declaration = "\(fileID):\(line)"
        self.id = id
        self.source = source
        self.summary = summary
        self.duration = duration
        self.screenSize = screenSize
        self.scale = scale ?? Scenario.defaultScale
        self.sampleTimes = sampleTimes ?? Scenario.defaultSampleTimes(duration: duration)
        self.tolerance = tolerance
        self.motionTolerance = motionTolerance
        self.motionLintExemptions = motionLintExemptions
        self.destination = destination
        self.timeBudget = timeBudget
        self.memoryBudget = memoryBudget
        self.setUp = setUp
    }

    /// The 375×667 point screen of the iPhone 6/7/8 the source articles were written on.
    public static let iPhoneScreen = CGSize(width: 375, height: 667)

    /// How long after the transition's end the settled frame is sampled.
    public static let settleDelay = 0.5

    /// 0, ¼, ½, ¾ and 1 of the duration, plus one frame after completion.
    public static func defaultSampleTimes(duration: Double) -> [Double] {
        [0, 0.25, 0.5, 0.75, 1].map { $0 * duration } + [duration + settleDelay]
    }

    /// For UIKit's curve 7, which covers more than half the way in its first fifth and the last
    /// points in the rest: 0, 0.1, 0.2, 0.3 and 0.5 of the duration, its end, and once settled.
    public static func systemCurveSampleTimes(duration: Double) -> [Double] {
        [0, 0.1, 0.2, 0.3, 0.5, 1].map { $0 * duration } + [duration + settleDelay]
    }

    /// For a half turn whose middle is edge-on (a flip): the ½ sample would show nothing of what
    /// turns, so the turn is sampled either side of it, at 0.4 and 0.6 of the duration.
    public static func turnSampleTimes(duration: Double) -> [Double] {
        [0, 0.25, 0.4, 0.6, 0.75, 1].map { $0 * duration } + [duration + settleDelay]
    }

    /// Rough cost of checking the scenario, in pixels rendered; shards balance on it.
    public var cost: Double {
        Double(sampleTimes.count) * screenSize.width * screenSize.height * scale * scale
    }
}

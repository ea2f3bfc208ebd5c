import Foundation

extension MotionOutcome {
    /// The lines a failure prints: each change's leading line, then every problem. Briefly, at
    /// most `limit` lines, the layers that follow a change only counted; `verbose`, every
    /// following layer's line under its change's.
    ///
    ///     motion.lines(verbose: false, listedBy: "--verbose lists them")
    ///     // ScreenView/…/SecondViewController position: the motion ends at 500 ms instead of 350 ms, …
    ///     // … and 23 more layers follow the same change (--verbose lists them)
    package func lines(verbose: Bool, limit: Int = 10, listedBy: String) -> [String] {
        let leading = changes.map(\.line) + problems
        if verbose {
            return changes.flatMap { [$0.line] + $0.following.map { "  ↳ \($0)" } } + problems
        }
        let following = changes.reduce(0) { $0 + $1.following.count }
        let shown = leading.count <= limit && (following == 0 || leading.count < limit) ? leading : Array(leading.prefix(limit - 1))
        let hidden = leading.count - shown.count
        guard hidden > 0 || following > 0 else { return shown }
        let layers = "\(following) layer\(following == 1 ? "" : "s")"
        let fold = switch (hidden, following) {
        case (0, _): "\(following) more layer\(following == 1 ? " follows" : "s follow") the same change\(changes.count == 1 ? "" : "s")"
        case (_, 0): "\(hidden) more"
        default: "\(hidden) more, and \(layers) that follow the changes"
        }
        return shown + ["… and \(fold) (\(listedBy))"]
    }
}

import QuartzCore

/// The memory one drawing may hold in offscreen canvases at once. A translucent, masked or
/// shadowed layer is drawn into a canvas of its own and composited, so layers of that kind
/// nested inside each other hold one canvas per level until the innermost is done: a tree
/// nested thousands deep (generated code, or an attack) would otherwise take gigabytes. Past
/// the limit the deeper groups are left undrawn and the scene errors, naming the limit, so the
/// scenario fails alone and the others still run.
final class OffscreenBudget {
    /// Bytes of canvases alive at once in one drawing: eight frames of the largest size drawn.
    static let defaultLimit = 8 * 4 * Renderer.maxPixelCount

    let limit: Int
    private(set) var live = 0
    private var depth = 0
    private var reported = false

    init(limit: Int = OffscreenBudget.defaultLimit) {
        self.limit = limit
    }

    /// Takes room for a canvas over `rect`; false, reported once per drawing, when the canvases
    /// already alive leave too little.
    func reserve(_ rect: PixelRect) -> Bool {
        let bytes = OffscreenBudget.bytes(of: rect)
        guard live + bytes <= limit else {
            if !reported {
                reported = true
                SceneErrorLog.report(.resourceLimit(
                    what: "Drawing the scene",
                    problem: "needs more than \(limit >> 20) MB of offscreen canvases at once (\(depth) translucent, masked or shadowed "
                        + "layers nested inside each other, each drawn into a canvas of its own); the deeper ones were left undrawn. "
                        + "Nest fewer such layers, make inner views opaque, or give the scenario more with Scenario(…, memoryBudget:) or --memory-budget"))
            }
            return false
        }
        live += bytes
        depth += 1
        return true
    }

    /// Gives back the room `reserve(_:)` took for `rect`.
    func release(_ rect: PixelRect) {
        live -= OffscreenBudget.bytes(of: rect)
        depth -= 1
    }

    private static func bytes(of rect: PixelRect) -> Int {
        4 * max(1, rect.width) * max(1, rect.height)
    }
}

import Foundation
import UIKit

/// The screen a scenario builds its scene on, and the one moment its transition starts.
/// Frames are drawn from `rootView.layer`, the window's layer.
public final class Stage {
    public let size: CGSize
    /// The full-screen root of everything drawn, as the key window's layer.
    public let rootView: UIView
    private(set) var start: (() -> Void)?

    public init(size: CGSize) {
        self.size = size
        rootView = UIView(frame: CGRect(origin: .zero, size: size))
        rootView.backgroundColor = .black
    }

    /// A stage that is the whole display of `variant`'s device, in its traits, with its status
    /// bar and home indicator drawn over the scene.
    public init(variant: Variant) {
        size = variant.device.screenSize
        rootView = ScreenView(screen: variant.device.screen, traits: variant.traits)
        rootView.backgroundColor = .black
    }

    /// Registers the code that starts the transition at time 0; the scene as built before it
    /// runs is the "before" picture.
    public func startTransition(_ body: @escaping () -> Void) {
        precondition(start == nil, "startTransition was called twice; a scenario starts one transition")
        start = body
    }

    /// Runs `body` with the screen's traits current, as UIKit keeps its window scene's traits
    /// current while an app builds its windows and handles events: a dynamic colour that
    /// becomes a `CGColor` there (a layer's colour, a drawn image) takes the variant's style.
    /// The runner builds the scene and starts its transition inside it.
    public func performWithTraits(_ body: () throws -> Void) rethrows {
        try rootView.traitCollection.performAsCurrent(body)
    }

    /// Hands the start over once; the runner calls it at time 0.
    public func takeStart() -> (() -> Void)? {
        defer { start = nil }
        return start
    }
}

import HarnessTesting
import Scenarios
import Testing
import TransitionKit

/// A scenario of the user's own, with its goldens in `Goldens/` beside this file.
let cardFade = Scenario(id: "card-fade", seed: "user", summary: "a card fades and rises into place", duration: 0.5) { stage in
    let card = View(frame: Rect(x: 40, y: 160, width: 295, height: 200))
    card.backgroundColor = Palette.teal
    card.layer.cornerRadius = 16
    card.alpha = 0
    card.transform = CGAffineTransform(translationX: 0, y: 60)
    stage.rootView.backgroundColor = .white
    stage.rootView.addSubview(card)
    stage.startTransition {
        View.animate(withDuration: 0.5) {
            card.alpha = 1
            card.transform = .identity
        }
    }
}

@Test func cardFadeMatchesItsGoldens() {
    expectGoldenFrames(of: cardFade, goldens: GoldenLocations.beside(#filePath))
}

import HarnessTesting
import Testing
import UserScenarios

@Test func cardFadeMatchesItsGoldens() {
    expectGoldenImage(of: UserScenarios.cardFade, as: .frames)
}

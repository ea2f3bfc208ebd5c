import HarnessTesting
import Testing
import UserScenarios

@Test func cardFadeMatchesItsGoldens() {
    expectGoldenFrames(of: UserScenarios.cardFade)
}

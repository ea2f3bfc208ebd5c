import HarnessTesting
import MyAppScreens
import Testing

@Test func profileScreen() {
    for screen in MyAppSnapshots.profile { expectGoldenImage(of: screen, as: .frames) }
}

@Test func settingsPush() {
    expectGoldenImage(of: MyAppSnapshots.settingsPush, as: .frames)
}

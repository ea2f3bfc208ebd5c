import HarnessTesting

/// MyApp's screens as the harness shows them: `myapp-harness` and the tests share these.
public enum MyAppSnapshots {
    public static let all = profile + [settingsPush]

    /// The profile screen in a navigation controller, light and dark.
    public static let profile = Scenario.still(id: "profile", source: "MyApp", summary: "the profile screen, light and dark",
                                               variants: Variants(devices: [.iPhone15], styles: [.light, .dark]).all) { stage in
        stage.showWindow(rootViewController: UINavigationController(rootViewController: ProfileViewController()))
    }

    /// The settings button's push, as the app runs it.
    public static let settingsPush = Scenario(id: "settings-push", source: "MyApp", summary: "the profile pushes its settings",
                                              duration: 0.5) { stage in
        let profile = ProfileViewController()
        stage.showWindow(rootViewController: UINavigationController(rootViewController: profile))
        stage.startTransition { profile.showSettings() }
    }
}

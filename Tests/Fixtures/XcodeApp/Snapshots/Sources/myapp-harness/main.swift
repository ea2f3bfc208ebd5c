import HarnessCLI
import MyAppScreens

// `swift run myapp-harness check` (and list, render, update-goldens…) over MyApp's screens.
HarnessCommandLine.main(catalog: MyAppSnapshots.all)

import HarnessCLI
import UserScenarios

// `swift run user-harness check` (and list, render, update-goldens, diff, report) over this package's scenarios.
HarnessCommandLine.main(catalog: UserScenarios.all)

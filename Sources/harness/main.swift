import HarnessCLI
import Scenarios

// `harness COMMAND …` over the built-in catalog: exit 0 when everything passes, 1 on failures,
// 2 on usage or environment errors.
HarnessCommandLine.main(catalog: Catalog.all)

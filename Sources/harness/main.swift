import Foundation
import HarnessCore

// `harness COMMAND …`: exit 0 when everything passes, 1 on failures, 2 on usage or environment errors.
let exitCode = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()))
exit(exitCode)

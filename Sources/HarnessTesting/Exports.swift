// What a golden test needs, from one `import HarnessTesting`: scenarios and their stage
// (Scenarios), the engine to build scenes with (TransitionKit), `Tolerance` (ImageComparison)
// and `RecordMode` (GoldenKit).
@_exported import GoldenKit
@_exported import ImageComparison
@_exported import Scenarios
@_exported import UIKit

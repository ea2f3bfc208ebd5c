// What a golden test needs, from one `import HarnessTesting`: scenarios and their stage
// (Scenarios), UIKit, Core Animation and Core Graphics to build scenes with, `Tolerance` (ImageComparison)
// and `RecordMode` (GoldenKit).
@_exported import GoldenKit
@_exported import ImageComparison
@_exported import Scenarios
@_exported import UIKit

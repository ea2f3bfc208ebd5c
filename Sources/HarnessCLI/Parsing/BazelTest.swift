import Foundation

/// What `bazel test` tells the program it runs, through the environment: where outputs it keeps
/// go, where it reads the JUnit XML from, and the file a test that shards must touch. `check`
/// takes the first two as the defaults of `--report` and `--junit`, so an `sh_test` that runs
/// `harness check` hands Bazel the report and the XML without naming either.
///
///     TEST_UNDECLARED_OUTPUTS_DIR=/…/test.outputs XML_OUTPUT_FILE=/…/test.xml harness check
///     // report: /…/test.outputs/harness-report/index.html, JUnit in /…/test.xml
struct BazelTest {
    let environment: [String: String]

    init(_ environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    /// The report's folder inside the outputs Bazel keeps (`bazel-testlogs/…/test.outputs`, zipped
    /// into `outputs.zip`), named as the default outside Bazel is, so a reader finds it by name.
    var reportFolder: String? {
        value("TEST_UNDECLARED_OUTPUTS_DIR").map { URL(fileURLWithPath: $0).appendingPathComponent("harness-report").path }
    }

    /// The file Bazel reads as the test's JUnit XML instead of making its own.
    var junitFile: String? { value("XML_OUTPUT_FILE") }

    /// Touches the file Bazel asks a sharded test to touch, to say that it honours
    /// `TEST_SHARD_INDEX` and `TEST_TOTAL_SHARDS` rather than running everything in every shard.
    func markShardingSupported() {
        if let status = value("TEST_SHARD_STATUS_FILE") {
            _ = FileManager.default.createFile(atPath: status, contents: nil)
        }
    }

    /// An empty variable is as good as unset: it names no file.
    private func value(_ name: String) -> String? {
        environment[name].flatMap { $0.isEmpty ? nil : $0 }
    }
}

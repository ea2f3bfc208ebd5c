#!/usr/bin/env bash
# Runs `harness check` as a Bazel test: the first argument is the harness executable, the rest go
# to `check`. Bazel's environment gives it the shard (TEST_SHARD_INDEX, TEST_TOTAL_SHARDS, and the
# status file it touches), the report's folder (TEST_UNDECLARED_OUTPUTS_DIR) and the JUnit file
# (XML_OUTPUT_FILE); `bazel test --test_arg=--filter=GLOB` narrows the run.
set -euo pipefail
harness="$1"
shift
exec "$harness" check "$@"

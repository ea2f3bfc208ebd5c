# Bazel's built-in C++ rules under the names rules_cc gives them: enough for the tools that
# @bazel_tools builds for a test, without fetching rules_cc from GitHub.
def cc_binary(**kwargs):
    native.cc_binary(**kwargs)

def cc_library(**kwargs):
    native.cc_library(**kwargs)

def cc_test(**kwargs):
    native.cc_test(**kwargs)

def cc_proto_library(**kwargs):
    native.cc_proto_library(**kwargs)

def cc_toolchain(**kwargs):
    native.cc_toolchain(**kwargs)

def cc_toolchain_suite(**kwargs):
    native.cc_toolchain_suite(**kwargs)

def objc_library(**kwargs):
    native.objc_library(**kwargs)

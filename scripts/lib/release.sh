# The one way scripts build release products, sourced by each: `release_build --product harness`.
#
# The Swift runtime and Foundation are linked in statically. A dynamically linked `harness` spends
# about 12 ms of every start resolving their symbols, more than `harness diff` spends comparing two
# iPhone frames; linked in, a start costs about 4 ms more than a C program's. Every script passes the same
# flags, since SwiftPM rebuilds every target when they change.
release_build() {
  swift build -c release --static-swift-stdlib "$@"
}

# The one way scripts build release products, sourced by each: `release_build --product harness`.
#
# The Swift runtime and Foundation are linked in statically. A dynamically linked `harness` spends
# about 12 ms of every start resolving their symbols, more than `harness diff` spends comparing two
# iPhone frames; linked in, a start costs about 4 ms more than a C program's.
# The executable is position-dependent (-no-pie): as a position-independent one, every start
# applied about 100,000 relocations to the pointers in Swift's and Foundation's metadata,
# touching 260 more pages, which cost `harness diff` about 3 ms of its 25. Its own code then loads
# at a fixed address (no address randomisation for it; the shared libraries keep theirs), a fair
# trade for a developer tool that reads the files it is given.
# Only the symbols the dynamic linker needs are exported (--no-export-dynamic after the
# toolchain's -export-dynamic): with all 22,898 of them in the dynamic symbol table, the Swift
# runtime's start-up (which looks its own address up with dladdr, a scan of that table) cost
# about 1.5 ms of every run. Nothing here looks a symbol up in the executable by name.
# libcurl is not linked: every module importing UIKit would name it for the linker
# (FoundationNetworking's autolink entry), and each start then loaded and relocated the twenty-odd
# libraries libcurl needs (TLS, Kerberos, LDAP, SSH, HTTP/2), about 8 ms of every run. URL
# sessions call it through Sources/CCurlLoader, which loads it on their first call; a libcurl
# function that target lacks fails this link by name.
# Every script passes the same flags, since SwiftPM rebuilds every target when they change.
release_build() {
  swift build -c release --static-swift-stdlib -Xlinker -no-pie -Xlinker --no-export-dynamic \
    -Xswiftc -Xfrontend -Xswiftc -disable-autolink-library -Xswiftc -Xfrontend -Xswiftc curl "$@"
}

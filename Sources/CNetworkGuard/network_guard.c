#include "CNetworkGuard.h"

#include <stdlib.h>

// A load-time constructor, in C alone: a session made with its own configuration goes straight to
// libcurl, which reads its proxy from the environment, so the proxy must point at a closed port of
// this machine before any code runs. It calls no Swift (a statically linked program's Swift runtime
// may not have started yet); UIKit registers its refusing URLProtocol when the program makes its
// first view or controller (Sources/UIKit/Networking/NetworkGuard.swift).
__attribute__((constructor)) static void install_network_guard_at_load(void) {
    static const char *proxies[] = {"http_proxy", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"};
    for (size_t i = 0; i < sizeof proxies / sizeof proxies[0]; i++) setenv(proxies[i], "http://127.0.0.1:1", 1);
    unsetenv("no_proxy");
    unsetenv("NO_PROXY");
}

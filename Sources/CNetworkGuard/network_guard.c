#include "CNetworkGuard.h"

// A load-time constructor: Swift has none, and URLSession.shared takes its protocol classes
// when first used, so the guard has to be registered before any Swift code of the program runs.
__attribute__((constructor)) static void install_network_guard_at_load(void) {
    uikit_install_network_guard();
}

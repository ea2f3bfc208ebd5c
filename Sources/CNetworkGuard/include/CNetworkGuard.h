#pragma once
// Installs UIKit's network guard when the program loads, before any code can make a
// URLSession (Sources/UIKit/Networking/NetworkGuard.swift says why it must come first).

/// UIKit's installer, defined in Swift with `@_cdecl`.
void uikit_install_network_guard(void);

#pragma once
// Points libcurl's proxy at a closed local port when the program loads, so no session reaches the
// network (Sources/UIKit/Networking/NetworkGuard.swift says why). Nothing to call: the work is a
// load-time constructor.

#pragma once
// libcurl, loaded the first time a URL session calls into it rather than when the program
// starts (see ccurlloader.c). Nothing to call: linking the target is what takes effect.

#include <stddef.h>

/// Whether libcurl has been loaded into the process (by a URL session's first call into it).
int ccl_libcurl_loaded(void);

/// Calls through the forwarding functions as a URL session does (an easy handle's long and
/// pointer options and a value read back, a multi handle's option, a header list): 1 with
/// libcurl's version in `message`, or 0 with what went wrong.
int ccl_round_trip(char *message, size_t size);

// Every program that links UIKit links Foundation's URL loading (FoundationNetworking), so that
// a screen's `URLSession` code compiles and the network guard can refuse its requests. That
// library calls libcurl, and libcurl needs some twenty more shared libraries (TLS, Kerberos,
// LDAP, SSH, IDN, HTTP/2, compression): loading and relocating them took about 8 ms of every
// start, more than `harness diff` spends comparing two iPhone frames. Almost no run of the
// harness ever makes a request.
//
// This file defines the libcurl functions FoundationNetworking calls. Each forwards to the real
// one, found with dlsym in libcurl opened the first time any of them is called. A program's own
// objects are searched before libraries, so these definitions are the ones its calls bind to.
// Release builds (scripts/lib/release.sh) drop the autolink entry that names libcurl, so the
// executable does not need it at all; a function missing here (a later toolchain calling one
// more) then fails that link by name. Other builds still link libcurl, which these definitions
// only stand in front of.
//
// curl_easy_setopt, curl_easy_getinfo and curl_multi_setopt take one argument after the
// option: a long, a pointer or a curl_off_t, each passed in one 64-bit general register on the
// LP64 platforms Swift on Linux runs on (x86-64 and AArch64), so it is forwarded as one.

#include "ccurlloader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void *libcurl;
static pthread_once_t libcurl_once = PTHREAD_ONCE_INIT;

static void open_libcurl(void) {
    void *opened = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    __atomic_store_n(&libcurl, opened, __ATOMIC_RELEASE);
    if (opened == NULL) {
        fprintf(stderr,
                "URLSession needs libcurl (libcurl.so.4), which could not be loaded: %s. "
                "Install it (on Debian: apt-get install libcurl4).\n",
                dlerror());
        abort();
    }
}

int ccl_libcurl_loaded(void) {
    return __atomic_load_n(&libcurl, __ATOMIC_ACQUIRE) != NULL;
}

// The real function `name`, looked up once; a libcurl without it is reported and stops the
// program, as a missing symbol at start would have.
static void *real(const char *name, void **slot) {
    void *function = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
    if (function != NULL) return function;
    pthread_once(&libcurl_once, open_libcurl);
    function = dlsym(libcurl, name);
    if (function == NULL) {
        fprintf(stderr, "libcurl.so.4 has no %s: %s\n", name, dlerror());
        abort();
    }
    __atomic_store_n(slot, function, __ATOMIC_RELEASE);
    return function;
}

// A forwarding definition: `result name(parameters)` calling the real function with `arguments`.
#define FORWARD(result, name, parameters, arguments)                      \
    result name parameters {                                              \
        static void *slot;                                                \
        return ((result(*) parameters)real(#name, &slot)) arguments;      \
    }
#define FORWARD_VOID(name, parameters, arguments)                         \
    void name parameters {                                                \
        static void *slot;                                                \
        ((void(*) parameters)real(#name, &slot)) arguments;               \
    }

// Opaque handles and enumerations as libcurl's ABI passes them: pointers and ints.
FORWARD(int, curl_global_init, (long flags), (flags))
FORWARD(void *, curl_easy_init, (void), ())
FORWARD_VOID(curl_easy_cleanup, (void *easy), (easy))
FORWARD(int, curl_easy_pause, (void *easy, int bitmask), (easy, bitmask))
FORWARD(const char *, curl_easy_strerror, (int code), (code))
FORWARD_VOID(curl_free, (void *pointer), (pointer))
FORWARD(void *, curl_multi_init, (void), ())
FORWARD(int, curl_multi_add_handle, (void *multi, void *easy), (multi, easy))
FORWARD(int, curl_multi_remove_handle, (void *multi, void *easy), (multi, easy))
FORWARD(int, curl_multi_assign, (void *multi, int socket, void *pointer), (multi, socket, pointer))
FORWARD(int, curl_multi_cleanup, (void *multi), (multi))
FORWARD(void *, curl_multi_info_read, (void *multi, int *queued), (multi, queued))
FORWARD(int, curl_multi_socket_action, (void *multi, int socket, int events, int *running),
        (multi, socket, events, running))
FORWARD(void *, curl_slist_append, (void *list, const char *string), (list, string))
FORWARD_VOID(curl_slist_free_all, (void *list), (list))
FORWARD(void *, curl_url, (void), ())
FORWARD(int, curl_url_get, (const void *url, int part, char **value, unsigned int flags), (url, part, value, flags))
FORWARD(int, curl_url_set, (void *url, int part, const char *value, unsigned int flags), (url, part, value, flags))
FORWARD(char *, curl_version, (void), ())
FORWARD(void *, curl_version_info, (int age), (age))

// The three variadic setters and getters: one argument after the option (see above).
#define FORWARD_ONE_VARIADIC(name)                                        \
    int name(void *handle, int option, ...) {                             \
        static void *slot;                                                \
        va_list list;                                                     \
        va_start(list, option);                                           \
        void *value = va_arg(list, void *);                               \
        va_end(list);                                                     \
        return ((int (*)(void *, int, ...))real(#name, &slot))(handle, option, value); \
    }

FORWARD_ONE_VARIADIC(curl_easy_setopt)
FORWARD_ONE_VARIADIC(curl_easy_getinfo)
FORWARD_ONE_VARIADIC(curl_multi_setopt)

// libcurl's numbers for the options the round trip uses (curl.h, multi.h).
enum {
    option_timeout_ms = 155,        // CURLOPT_TIMEOUT_MS, a long
    option_private = 10000 + 103,   // CURLOPT_PRIVATE, a pointer
    info_private = 0x100000 + 21,   // CURLINFO_PRIVATE
    multi_option_max_connects = 6,  // CURLMOPT_MAXCONNECTS, a long
};

int ccl_round_trip(char *message, size_t size) {
#define FAIL(...) do { snprintf(message, size, __VA_ARGS__); return 0; } while (0)
    const char *version = curl_version();
    if (version == NULL || strncmp(version, "libcurl/", 8) != 0) FAIL("curl_version gave %s", version ? version : "NULL");
    if (strcmp(curl_easy_strerror(0), "No error") != 0) FAIL("curl_easy_strerror(0) gave %s", curl_easy_strerror(0));
    void *easy = curl_easy_init();
    if (easy == NULL) FAIL("curl_easy_init gave NULL");
    static int marker;
    void *read_back = NULL;
    int set_long = curl_easy_setopt(easy, option_timeout_ms, 500L);
    int set_pointer = curl_easy_setopt(easy, option_private, (void *)&marker);
    int got = curl_easy_getinfo(easy, info_private, &read_back);
    curl_easy_cleanup(easy);
    if (set_long != 0 || set_pointer != 0 || got != 0 || read_back != &marker)
        FAIL("easy handle: setopt %d and %d, getinfo %d, private pointer %s", set_long, set_pointer, got,
             read_back == &marker ? "kept" : "lost");
    void *multi = curl_multi_init();
    if (multi == NULL) FAIL("curl_multi_init gave NULL");
    int set_multi = curl_multi_setopt(multi, multi_option_max_connects, 4L);
    int cleaned = curl_multi_cleanup(multi);
    if (set_multi != 0 || cleaned != 0) FAIL("multi handle: setopt %d, cleanup %d", set_multi, cleaned);
    void *list = curl_slist_append(NULL, "Accept: image/png");
    if (list == NULL) FAIL("curl_slist_append gave NULL");
    curl_slist_free_all(list);
    snprintf(message, size, "%s", version);
    return 1;
#undef FAIL
}

#pragma once
// SHA-256's block function (FIPS 180-4, section 6.2.2) in C: GoldenKit's SHA256 pads the message
// and calls this for the 64-byte blocks. A dependent package compiles it in its own
// configuration, and C at a debug build's -O0 hashes a font or a frame many times faster than
// Swift at -Onone.

#include <stddef.h>
#include <stdint.h>

/// Folds `count` consecutive 64-byte blocks at `blocks` into the eight state words.
void csha256_compress(uint32_t state[8], const uint8_t *blocks, size_t count);

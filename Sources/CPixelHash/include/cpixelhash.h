#pragma once
// A 256-bit fingerprint of decoded pixels that a check can afford for every frame: several
// times faster than SHA-256, since a passing check hashes each rendered frame once.
//
// The construction is UMAC's (RFC 4418): the NH hash over 1 KiB blocks, four times with the key
// shifted by 16 bytes (the Toeplitz construction), each block's 64-bit results folded into a
// polynomial over the prime 2^61 - 1, one per lane, and the length last. For two different
// inputs, NH collides with probability at most 2^-32 per lane when its key is random, so the
// four lanes together at most about 2^-128. The key here is fixed (derived from a constant
// seed), which is what a fingerprint needs: rendered pixels are not chosen by an adversary,
// and the same pixels must give the same digest on every machine. Not a cryptographic hash.
//
// A dependent package compiles this in its own configuration; the loop is plain C, so a debug
// build's -O0 keeps it far faster than Swift at -Onone.

#include <stddef.h>
#include <stdint.h>

/// The 32-byte fingerprint of `bytes[0..<count]`, written to `digest`.
void cpixelhash(const uint8_t *bytes, size_t count, uint8_t digest[32]);

#pragma once
// Whole-image pixel loops in C. A package that depends on TransitionHarness compiles it in its
// own configuration, so in a debug `swift test` these are built at -O0: C at -O0 runs these
// loops several times faster than Swift at -Onone, where every index and comparison is a call
// into the standard library. The arithmetic is integer-only and the same as the Swift it
// replaced, so output is byte-identical in every configuration.

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// Whether every fourth byte (the alpha of RGBA pixels) of `bytes[0..<count]` is 255.
bool cpx_is_opaque(const uint8_t *bytes, size_t count);

/// Premultiplies straight RGBA in place with pixman's MUL_UN8 (exactly rounded c·a/255).
void cpx_premultiply(uint8_t *rgba, size_t count);

/// Straight RGBA from premultiplied, in place, with Cairo's (c·255 + a/2)/a clamped to 255;
/// fully transparent pixels become (0, 0, 0, 0).
void cpx_unpremultiply(uint8_t *rgba, size_t count);

/// Cairo's native-endian premultiplied ARGB32 words (rows `stride` words apart) to RGBA bytes,
/// `width` × `height`, values unchanged.
void cpx_argb32_to_rgba(const uint32_t *argb, ptrdiff_t stride, size_t width, size_t height, uint8_t *rgba);

/// RGBA bytes to Cairo's native-endian ARGB32 words (rows `stride` words apart), values unchanged.
void cpx_rgba_to_argb32(const uint8_t *rgba, size_t width, size_t height, uint32_t *argb, ptrdiff_t stride);

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

/// One colour byte of a premultiplied pixel divided by its alpha (1...254), with Cairo's
/// (c·255 + a/2)/a clamped to 255: the rule `cpx_unpremultiply` applies to every byte, for a
/// loop that divides only the pixels it reads.
static inline uint8_t cpx_unpremultiplied(uint8_t colour, uint8_t alpha) {
    uint32_t value = ((uint32_t)colour * 255 + alpha / 2) / alpha;
    return (uint8_t)(value > 255 ? 255 : value);
}

/// Straight RGBA from premultiplied, in place, with `cpx_unpremultiplied`; opaque pixels stay
/// as they are and fully transparent ones become (0, 0, 0, 0).
void cpx_unpremultiply(uint8_t *rgba, size_t count);

/// Cairo's native-endian premultiplied ARGB32 words (rows `stride` words apart) to RGBA bytes,
/// `width` × `height`, values unchanged.
void cpx_argb32_to_rgba(const uint32_t *argb, ptrdiff_t stride, size_t width, size_t height, uint8_t *rgba);

/// `count` of Cairo's native-endian premultiplied ARGB32 words turned into RGBA bytes where
/// they lie, values unchanged: a frame Cairo drew into memory that becomes the bitmap's.
void cpx_argb32_to_rgba_in_place(uint32_t *pixels, size_t count);

/// RGBA bytes to Cairo's native-endian ARGB32 words (rows `stride` words apart), values unchanged.
void cpx_rgba_to_argb32(const uint8_t *rgba, size_t width, size_t height, uint32_t *argb, ptrdiff_t stride);

/// Sets every one of `pixels` RGBA pixels to (r, g, b, a).
void cpx_fill(uint8_t *rgba, size_t pixels, uint8_t r, uint8_t g, uint8_t b, uint8_t a);

/// Composites premultiplied RGBA over a checkerboard of `square`-pixel squares of grey `light`
/// and `dark`, in place, as image editors show transparency; opaque pixels are left as they are.
void cpx_over_checkerboard(uint8_t *rgba, size_t width, size_t height, size_t square, uint8_t light, uint8_t dark);

/// Reduces RGBA `factor` times in each direction (the last row and column of boxes may be
/// partial) into `out`, ceil(width/factor) × ceil(height/factor) pixels: each box shows its
/// middle pixel, unless it holds one of the `marks` (RGBA words in memory order), the earliest of
/// which then fills the box, so a single red pixel of a diff still shows. Sampled, not averaged:
/// at a debug build's -O0 averaging every pixel costs more than the rest of a failing frame.
void cpx_shrink(const uint8_t *rgba, size_t width, size_t height, size_t factor,
                const uint32_t *marks, size_t mark_count, uint8_t *out);

/// With glibc, serves allocations up to `frame_limit` bytes from the heap rather than their own
/// `mmap`, and keeps up to `keep_limit` freed bytes there instead of returning them to the
/// kernel; elsewhere it does nothing. (`FrameMemory` in HarnessCLI says why.)
void cpx_keep_freed_frames_for_reuse(size_t frame_limit, size_t keep_limit);

/// A material's backdrop, in place, over Cairo's native-endian premultiplied ARGB32 words
/// (rows `stride` words apart): each channel box-blurred along rows then columns once per entry
/// of `radii` (three boxes approximate a Gaussian), pixels past the edges repeating the edge, so
/// content at the border of what is sampled does not fade; then the colour saturated by
/// `saturation_permille` / 1000 about its Rec. 709 luma, each channel kept within its alpha.
/// A region of one colour is only saturated: every box leaves it as it is.
void cpx_backdrop_filter(uint32_t *argb, size_t width, size_t height, ptrdiff_t stride,
                         const int *radii, size_t radius_count, int saturation_permille);

/// `cpx_backdrop_filter` with every box run, whatever the region holds: what the tests hold
/// its one-colour shortcut to.
void cpx_backdrop_blur(uint32_t *argb, size_t width, size_t height, ptrdiff_t stride,
                       const int *radii, size_t radius_count, int saturation_permille);

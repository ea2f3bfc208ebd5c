#pragma once
// The warp rasterizer's per-pixel arithmetic on premultiplied ARGB32 words (Cairo's
// native-endian 0xAARRGGBB). The inline functions serve the Swift rasterizer's edge and
// clamped paths; cwk_bilinear_span, compiled at -O3, runs its whole-pixel spans. Both use the
// same functions, so every path rounds alike. Pure integer code: the output does not
// depend on the CPU.

#include <stddef.h>
#include <stdint.h>

/// The four taps around a sample blended by weights in 256ths (wx, wy in 0...255), two
/// channels per multiply; the weights sum to exactly 256, so no channel overflows.
static inline uint32_t cwk_bilinear(uint32_t p00, uint32_t p01, uint32_t p10, uint32_t p11,
                                    uint32_t wx, uint32_t wy) {
    uint32_t w11 = (wx * wy) >> 8, w01 = wx - w11, w10 = wy - w11;
    uint32_t w00 = 256 - wx - wy + w11;
    const uint32_t m = 0x00FF00FFu;
    uint32_t rb = (((p00 & m) * w00 + (p01 & m) * w01 + (p10 & m) * w10 + (p11 & m) * w11) >> 8) & m;
    uint32_t ag = ((p00 >> 8 & m) * w00 + (p01 >> 8 & m) * w01 + (p10 >> 8 & m) * w10 + (p11 >> 8 & m) * w11)
                  & 0xFF00FF00u;
    return rb | ag;
}

/// Every channel of a packed pixel times factor/255, rounded as pixman does.
static inline uint32_t cwk_multiply(uint32_t pixel, uint32_t factor) {
    uint32_t rb = (pixel & 0x00FF00FFu) * factor + 0x00800080u;
    uint32_t ag = (pixel >> 8 & 0x00FF00FFu) * factor + 0x00800080u;
    rb = ((rb + (rb >> 8 & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
    ag = ((ag + (ag >> 8 & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
    return rb | ag << 8;
}

/// `source` times `opacity` (0...255) over `*destination`, both premultiplied; an opaque
/// result is stored without reading what was there.
static inline void cwk_composite(uint32_t source, uint32_t opacity, uint32_t *destination) {
    uint32_t s = opacity == 255 ? source : cwk_multiply(source, opacity);
    uint32_t alpha = s >> 24;
    if (alpha == 255) {
        *destination = s;
    } else if (alpha != 0) {
        *destination = s + cwk_multiply(*destination, 255 - alpha);
    }
}

/// Composites `count` bilinear samples onto `target[0..<count]` at `opacity`, the source
/// position starting at (u, v) and stepping by (du, dv), all 16.16 fixed point relative to
/// pixel centres. The caller guarantees every sample's four taps lie inside the source,
/// so none is clamped.
void cwk_bilinear_span(uint32_t *target, const uint32_t *source, ptrdiff_t stride,
                       int64_t u, int64_t v, int64_t du, int64_t dv, ptrdiff_t count, uint32_t opacity);

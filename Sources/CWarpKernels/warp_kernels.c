#include "warp_kernels.h"

// One sample: where all four taps hold the same colour (flat fills, most of a typical
// screen) the blend is that colour exactly, since the weights sum to 256.
static inline uint32_t sample(const uint32_t *source, ptrdiff_t stride, int64_t u, int64_t v) {
    const uint32_t *a = source + (v >> 16) * stride + (u >> 16);
    uint32_t p00 = a[0], p01 = a[1], p10 = a[stride], p11 = a[stride + 1];
    if (p00 == p01 && p00 == p10 && p00 == p11) return p00;
    return cwk_bilinear(p00, p01, p10, p11, (uint32_t)(u >> 8) & 0xFF, (uint32_t)(v >> 8) & 0xFF);
}

void cwk_bilinear_span(uint32_t *target, const uint32_t *source, ptrdiff_t stride,
                       int64_t u, int64_t v, int64_t du, int64_t dv, ptrdiff_t count, uint32_t opacity) {
    if (opacity == 255) {
        // Opaque layers (nearly every warp): a separate loop, free of the opacity multiply.
        for (ptrdiff_t k = 0; k < count; k++, u += du, v += dv) {
            cwk_composite(sample(source, stride, u, v), 255, target + k);
        }
    } else {
        for (ptrdiff_t k = 0; k < count; k++, u += du, v += dv) {
            cwk_composite(sample(source, stride, u, v), opacity, target + k);
        }
    }
}

#include "warp_kernels.h"

// One sample: where all four taps hold the same colour (flat fills, most of a typical
// screen) the blend is that colour exactly, since the weights sum to 256.
static inline uint32_t sample(const uint32_t *source, ptrdiff_t stride, int64_t u, int64_t v) {
    const uint32_t *a = source + (v >> 16) * stride + (u >> 16);
    uint32_t p00 = a[0], p01 = a[1], p10 = a[stride], p11 = a[stride + 1];
    if (p00 == p01 && p00 == p10 && p00 == p11) return p00;
    return cwk_bilinear(p00, p01, p10, p11, (uint32_t)(u >> 8) & 0xFF, (uint32_t)(v >> 8) & 0xFF);
}

// Composites `count` samples stepping from (u, v) by (du, dv), all of whose four taps lie
// inside the source, so none is clamped.
static inline void unclamped_span(uint32_t *target, const uint32_t *source, ptrdiff_t stride,
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

static inline void position(const cwk_source *source, cwk_plane q, cwk_plane uq, cwk_plane vq,
                            double cx, double cy, int64_t *u, int64_t *v) {
    double w = 1 / cwk_plane_at(q, cx, cy);
    cwk_fixed_point(source, cwk_plane_at(uq, cx, cy) * w, cwk_plane_at(vq, cx, cy) * w, u, v);
}

void cwk_interior_span(uint32_t *row, cwk_source source, cwk_plane q, cwk_plane uq, cwk_plane vq,
                       double cy, ptrdiff_t start, ptrdiff_t end, uint32_t opacity) {
    enum { subspan = 16, batch = 32 };
    int64_t maxX = source.width - 1, maxY = source.height - 1;
    // The ends of up to `batch` subspans at a time: the divides are independent of one
    // another and of the pixels, so they overlap instead of stalling every subspan.
    int64_t us[batch + 1], vs[batch + 1];
    ptrdiff_t x = start;
    position(&source, q, uq, vq, (double)x + 0.5, cy, &us[0], &vs[0]);
    while (x < end) {
        ptrdiff_t remaining = (end - x + subspan - 1) / subspan;
        int count = remaining < batch ? (int)remaining : batch;
        for (int i = 1; i <= count; i++) {
            ptrdiff_t xi = x + (ptrdiff_t)i * subspan < end ? x + (ptrdiff_t)i * subspan : end;
            position(&source, q, uq, vq, (double)xi + 0.5, cy, &us[i], &vs[i]);
        }
        for (int i = 0; i < count; i++) {
            ptrdiff_t n = end - x < subspan ? end - x : subspan;
            int64_t u0 = us[i], v0 = vs[i], u1 = us[i + 1], v1 = vs[i + 1];
            // Truncating division, as in Swift; by the constant in the common case, so no divide.
            int64_t du = n == subspan ? (u1 - u0) / subspan : (u1 - u0) / n;
            int64_t dv = n == subspan ? (v1 - v0) / subspan : (v1 - v0) / n;
            int64_t lastU = u0 + du * (n - 1), lastV = v0 + dv * (n - 1);
            int64_t loU = u0 < lastU ? u0 : lastU, hiU = u0 < lastU ? lastU : u0;
            int64_t loV = v0 < lastV ? v0 : lastV, hiV = v0 < lastV ? lastV : v0;
            if (loU >= 0 && (hiU >> 16) < maxX && loV >= 0 && (hiV >> 16) < maxY) {
                // The whole subspan samples inside the source (a straight path between two
                // inside points), so the four taps need no clamping.
                unclamped_span(row + x, source.pixels, source.stride, u0, v0, du, dv, n, opacity);
            } else {
                int64_t u = u0, v = v0;
                for (ptrdiff_t k = 0; k < n; k++, u += du, v += dv) {
                    cwk_composite(cwk_tap(&source, u, v), opacity, row + x + k);
                }
            }
            x += n;
        }
        us[0] = us[count];
        vs[0] = vs[count];
    }
}

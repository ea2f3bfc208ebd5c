#include "warp_kernels.h"

#include <math.h>

// One sample: where all four taps hold the same colour (flat fills, most of a typical
// screen) the blend is that colour exactly, since the weights sum to 256.
static inline uint32_t sample(const uint32_t *source, ptrdiff_t stride, int64_t u, int64_t v) {
    const uint32_t *a = source + (v >> 16) * stride + (u >> 16);
    uint32_t p00 = a[0], p01 = a[1], p10 = a[stride], p11 = a[stride + 1];
    if (p00 == p01 && p00 == p10 && p00 == p11) return p00;
    return cwk_bilinear(p00, p01, p10, p11, (uint32_t)(u >> 8) & 0xFF, (uint32_t)(v >> 8) & 0xFF);
}

// The loops along a row that moves by whole source pixels, below, are compiled for AVX2 too on
// x86-64, and the processor picks its copy when the program loads. They are written without
// branches, so they vectorise; every lane computes what the one-pixel functions compute, in
// the same integer arithmetic, so both copies write the same words.
#if defined(__x86_64__) && defined(__ELF__) && defined(__clang__)
#define CWK_WIDE_VECTORS __attribute__((target_clones("avx2", "default")))
#else
#define CWK_WIDE_VECTORS
#endif

// `cwk_composite` at full opacity, as a value: the words it leaves in `under`.
static inline uint32_t composited(uint32_t source, uint32_t under) {
    uint32_t alpha = source >> 24;
    uint32_t over = source + cwk_multiply(under, 255 - alpha);
    return alpha == 255 ? source : alpha == 0 ? under : over;
}

// One source pixel a target pixel, on the pixel grid: each blend is its first tap.
CWK_WIDE_VECTORS static void copied_run(uint32_t *target, const uint32_t *row, ptrdiff_t count, uint32_t opacity) {
    if (opacity == 255) {
        for (ptrdiff_t k = 0; k < count; k++) target[k] = composited(row[k], target[k]);
    } else {
        for (ptrdiff_t k = 0; k < count; k++) target[k] = composited(cwk_multiply(row[k], opacity), target[k]);
    }
}

// One source pixel a target pixel, off the grid (a slide part of the way to a whole pixel):
// every sample has the same weights, and its taps are neighbours in two source rows, `top`
// and the row under it. Four equal taps blend to their colour, so no pixel is tested for it.
CWK_WIDE_VECTORS static void shifted_run(uint32_t *target, const uint32_t *top, const uint32_t *bottom, ptrdiff_t count,
                                         uint32_t wx, uint32_t wy, uint32_t opacity) {
    if (opacity == 255) {
        for (ptrdiff_t k = 0; k < count; k++) {
            target[k] = composited(cwk_bilinear(top[k], top[k + 1], bottom[k], bottom[k + 1], wx, wy), target[k]);
        }
    } else {
        for (ptrdiff_t k = 0; k < count; k++) {
            uint32_t sample = cwk_bilinear(top[k], top[k + 1], bottom[k], bottom[k + 1], wx, wy);
            target[k] = composited(cwk_multiply(sample, opacity), target[k]);
        }
    }
}

// Composites `count` samples stepping from (u, v) by (du, dv), all of whose four taps lie
// inside the source, so none is clamped.
static inline void unclamped_span(uint32_t *target, const uint32_t *source, ptrdiff_t stride,
                                  int64_t u, int64_t v, int64_t du, int64_t dv, ptrdiff_t count, uint32_t opacity) {
    if (du == 65536 && dv == 0) {
        const uint32_t *row = source + (v >> 16) * stride + (u >> 16);
        uint32_t wx = (uint32_t)(u >> 8) & 0xFF, wy = (uint32_t)(v >> 8) & 0xFF;
        if (wx == 0 && wy == 0) {
            // On the pixel grid (a fade, or a slide at a whole pixel): the bilinear weights are
            // 0, so the blend is the first tap exactly, and half of a catalog's warped pixels are
            // copied without reading the other three.
            copied_run(target, row, count, opacity);
        } else {
            shifted_run(target, row, row + stride, count, wx, wy, opacity);
        }
        return;
    }
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

static inline void interior_span(uint32_t *row, cwk_source source, cwk_plane q, cwk_plane uq, cwk_plane vq,
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

void cwk_interior_span(uint32_t *row, cwk_source source, cwk_plane q, cwk_plane uq, cwk_plane vq,
                       double cy, ptrdiff_t start, ptrdiff_t end, uint32_t opacity) {
    interior_span(row, source, q, uq, vq, cy, start, end, opacity);
}

// Sample positions within a pixel: 16 rows and 16 columns each used once (an n-rooks
// pattern), so near-horizontal and near-vertical edges both get 16 coverage levels.
static const double sample_x[16] = {
    5.5 / 16, 11.5 / 16, 0.5 / 16, 14.5 / 16, 9.5 / 16, 2.5 / 16, 7.5 / 16, 12.5 / 16,
    15.5 / 16, 3.5 / 16, 10.5 / 16, 6.5 / 16, 1.5 / 16, 13.5 / 16, 4.5 / 16, 8.5 / 16};
static const double sample_y[16] = {
    0.5 / 16, 8.5 / 16, 4.5 / 16, 12.5 / 16, 2.5 / 16, 10.5 / 16, 6.5 / 16, 14.5 / 16,
    1.5 / 16, 9.5 / 16, 5.5 / 16, 13.5 / 16, 3.5 / 16, 11.5 / 16, 7.5 / 16, 15.5 / 16};

static inline int edge_contains(const cwk_edge *edge, double x, double y) {
    double e = (edge->dx * (y - edge->py) - edge->dy * (x - edge->px)) * edge->inward;
    return e > 0 || (e == 0 && edge->inward > 0);
}

// `value` clamped to 0...1 as Swift's min(1, max(0, value)) clamps it (NaN gives 0).
static inline double unit(double value) {
    double low = value >= 0 ? value : 0;
    return low < 1 ? low : 1;
}

static inline int same_plane(cwk_plane a, cwk_plane b) {
    return a.a == b.a && a.b == b.b && a.c == b.c;
}

// Whether every shade plane is the plane of q: the triangle's corners are all white, so each
// shade channel divided by q is exactly 1 wherever q is finite and not 0, and shading leaves
// the sample as it is.
static inline int is_white(const cwk_triangle *t) {
    return same_plane(t->shade[0], t->q) && same_plane(t->shade[1], t->q) && same_plane(t->shade[2], t->q)
        && same_plane(t->shade[3], t->q);
}

// Which shade divides a triangle can skip. A grey shade (every effect's darkening) has one plane
// for red, green and blue, so one divide gives all three. An opaque shade's alpha plane is the
// plane of q, so alpha is q / q: exactly 1 wherever q is finite and not 0.
enum { shade_grey = 1, shade_opaque = 2 };

static inline int shade_kind(const cwk_triangle *t) {
    int grey = same_plane(t->shade[0], t->shade[1]) && same_plane(t->shade[0], t->shade[2]);
    return (grey ? shade_grey : 0) | (same_plane(t->shade[3], t->q) ? shade_opaque : 0);
}

// The shade divided through by q at one point: red, green, blue and alpha before clamping.
static inline void shade_values(const cwk_triangle *t, int kind, double x, double y, double q, double s[4]) {
    s[3] = (kind & shade_opaque) && isfinite(q) && q != 0 ? 1 : cwk_plane_at(t->shade[3], x, y) / q;
    s[0] = cwk_plane_at(t->shade[0], x, y) / q;
    s[1] = kind & shade_grey ? s[0] : cwk_plane_at(t->shade[1], x, y) / q;
    s[2] = kind & shade_grey ? s[0] : cwk_plane_at(t->shade[2], x, y) / q;
}

// `color` times the shade `s` (each value clamped to 0...1, colour channels also times alpha,
// as premultiplied colour is), in 256ths.
static inline uint32_t apply_shade(uint32_t color, const double s[4]) {
    double alpha = unit(s[3]);
    uint32_t fr = (uint32_t)(unit(s[0]) * alpha * 256), fa = (uint32_t)(alpha * 256);
    uint32_t fg = s[1] == s[0] ? fr : (uint32_t)(unit(s[1]) * alpha * 256);
    uint32_t fb = s[2] == s[0] ? fr : (uint32_t)(unit(s[2]) * alpha * 256);
    uint32_t a = ((color >> 24) * fa) >> 8, r = (((color >> 16) & 0xFF) * fr) >> 8;
    uint32_t g = (((color >> 8) & 0xFF) * fg) >> 8, b = ((color & 0xFF) * fb) >> 8;
    return a << 24 | r << 16 | g << 8 | b;
}

// The shaded sample at one point, every value divided through by q there.
static inline uint32_t shade(const cwk_triangle *t, int kind, const cwk_source *source, double x, double y, double q) {
    uint32_t color = cwk_sample(*source, cwk_plane_at(t->uq, x, y) / q, cwk_plane_at(t->vq, x, y) / q);
    double s[4];
    shade_values(t, kind, x, y, q, s);
    return apply_shade(color, s);
}

// Where a shaded span stands at one pixel centre: the source position in fixed point and the
// shade divided through by q, or `ok` 0 where q is 0 or a value is not finite there (at or
// past the horizon).
typedef struct {
    int64_t u, v;
    double s[4];
    int ok;
} shaded_point;

static inline shaded_point shaded_at(const cwk_triangle *t, int kind, const cwk_source *source, double cx, double cy) {
    shaded_point p = {0, 0, {0, 0, 0, 0}, 0};
    double q = cwk_plane_at(t->q, cx, cy);
    if (!isfinite(q) || q == 0) return p;
    position(source, t->q, t->uq, t->vq, cx, cy, &p.u, &p.v);
    shade_values(t, kind, cx, cy, q, p.s);
    p.ok = isfinite(p.s[0]) && isfinite(p.s[1]) && isfinite(p.s[2]) && isfinite(p.s[3]);
    return p;
}

void cwk_shaded_span(uint32_t *row, cwk_source source, const cwk_triangle *triangle,
                     double cy, ptrdiff_t start, ptrdiff_t end, uint32_t opacity) {
    if (is_white(triangle)) {
        // Shading leaves every sample as it is.
        interior_span(row, source, triangle->q, triangle->uq, triangle->vq, cy, start, end, opacity);
        return;
    }
    enum { subspan = 16 };
    int kind = shade_kind(triangle);
    int64_t maxX = source.width - 1, maxY = source.height - 1;
    ptrdiff_t x = start;
    shaded_point from = shaded_at(triangle, kind, &source, (double)x + 0.5, cy);
    while (x < end) {
        ptrdiff_t n = end - x < subspan ? end - x : subspan;
        shaded_point to = shaded_at(triangle, kind, &source, (double)(x + n) + 0.5, cy);
        if (from.ok && to.ok) {
            // Truncating division, as in the unshaded kernel; the shade is stepped before it
            // is clamped, so an end past the triangle does not bend it.
            int64_t du = (to.u - from.u) / n, dv = (to.v - from.v) / n;
            double ds[4], s[4];
            for (int c = 0; c < 4; c++) {
                ds[c] = (to.s[c] - from.s[c]) / (double)n;
                s[c] = from.s[c];
            }
            int64_t u = from.u, v = from.v;
            int64_t lastU = u + du * (n - 1), lastV = v + dv * (n - 1);
            int inside = (u < lastU ? u : lastU) >= 0 && ((u < lastU ? lastU : u) >> 16) < maxX
                && (v < lastV ? v : lastV) >= 0 && ((v < lastV ? lastV : v) >> 16) < maxY;
            for (ptrdiff_t k = 0; k < n; k++, u += du, v += dv) {
                uint32_t color = inside ? sample(source.pixels, source.stride, u, v) : cwk_tap(&source, u, v);
                cwk_composite(apply_shade(color, s), opacity, row + x + k);
                for (int c = 0; c < 4; c++) s[c] += ds[c];
            }
        } else {
            // Near the horizon, each pixel is divided through on its own.
            double cx = (double)x + 0.5;
            for (ptrdiff_t k = 0; k < n; k++, cx += 1) {
                cwk_composite(shade(triangle, kind, &source, cx, cy, cwk_plane_at(triangle->q, cx, cy)), opacity, row + x + k);
            }
        }
        x += n;
        from = to;
    }
}

// Where an edge stands to a pixel whose top-left corner is (x, y): 1 when every sample is on its
// inner side, -1 when every sample is outside, 0 when it may cut the pixel. The function is
// linear, so over the pixel it is least and greatest at corners; the margin is far beyond the
// rounding of any evaluation at this distance from the edge, so a sample would be judged alike.
static inline int edge_side(const cwk_edge *edge, double x, double y) {
    double margin = 1e-9 * (fabs(edge->dx) + fabs(edge->dy)) * (2 + fabs(x - edge->px) + fabs(y - edge->py));
    double c00 = (edge->dx * (y - edge->py) - edge->dy * (x - edge->px)) * edge->inward;
    double c10 = (edge->dx * (y - edge->py) - edge->dy * (x + 1 - edge->px)) * edge->inward;
    double c01 = (edge->dx * (y + 1 - edge->py) - edge->dy * (x - edge->px)) * edge->inward;
    double c11 = (edge->dx * (y + 1 - edge->py) - edge->dy * (x + 1 - edge->px)) * edge->inward;
    if (c00 > margin && c10 > margin && c01 > margin && c11 > margin) return 1;
    if (c00 < -margin && c10 < -margin && c01 < -margin && c11 < -margin) return -1;
    return 0;
}

int32_t cwk_fringe(const cwk_triangle *triangle, cwk_source source, int shaded, double x, double y,
                   uint32_t *color) {
    // Only the edges that may cut the pixel are tested sample by sample.
    const cwk_edge *cutting[3];
    int cuts = 0;
    for (int i = 0; i < 3; i++) {
        int side = edge_side(&triangle->edges[i], x, y);
        if (side < 0) return 0;
        if (side == 0) cutting[cuts++] = &triangle->edges[i];
    }
    int32_t count = 0;
    double sx = 0, sy = 0;
    for (int s = 0; s < 16; s++) {
        double fx = x + sample_x[s], fy = y + sample_y[s];
        int inside = 1;
        for (int i = 0; i < cuts && inside; i++) inside = edge_contains(cutting[i], fx, fy);
        if (inside) {
            count += 1;
            sx += fx;
            sy += fy;
        }
    }
    if (count == 0) return 0;
    double cx = sx / (double)count, cy = sy / (double)count;
    double q = cwk_plane_at(triangle->q, cx, cy);
    *color = shaded ? shade(triangle, shade_kind(triangle), &source, cx, cy, q)
                    : cwk_sample(source, cwk_plane_at(triangle->uq, cx, cy) / q, cwk_plane_at(triangle->vq, cx, cy) / q);
    return count;
}

int cwk_contains(const cwk_triangle *triangle, double x, double y) {
    return edge_contains(&triangle->edges[0], x, y) && edge_contains(&triangle->edges[1], x, y)
        && edge_contains(&triangle->edges[2], x, y);
}

#pragma once
// The warp rasterizer's per-pixel arithmetic on premultiplied ARGB32 words (Cairo's
// native-endian 0xAARRGGBB). The Swift rasterizer decides which pixels of a row a triangle
// covers; these functions colour them: cwk_interior_span and cwk_shaded_span the pixels whose
// centres it owns, cwk_fringe the pixels on a mesh's outline. All use the same inline
// functions, so every path rounds alike. Integer pixel arithmetic, and doubles evaluated as
// Swift evaluates them (no fused multiply-adds): the output does not depend on the CPU.

#include <stddef.h>
#include <stdint.h>

// Doubles round after every operation, as Swift's do, whatever the compiler's default for the
// target (clang fuses multiply-adds by default where the CPU has them, e.g. on arm64).
#pragma STDC FP_CONTRACT OFF

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

/// Premultiplied ARGB32 source pixels, read only.
typedef struct {
    const uint32_t *pixels;
    ptrdiff_t width, height, stride;
} cwk_source;

/// a*x + b*y + c over target pixels, as the Swift WarpTriangle.Plane.
typedef struct {
    double a, b, c;
} cwk_plane;

static inline double cwk_plane_at(cwk_plane p, double x, double y) {
    return p.a * x + p.b * y + p.c;
}

/// A source position as 16.16 fixed point relative to pixel centres, clamped to a little
/// beyond the image so the integers stay in range for any input.
static inline void cwk_fixed_point(const cwk_source *source, double u, double v, int64_t *fu, int64_t *fv) {
    double cu = u - 0.5, cv = v - 0.5;
    double maxU = (double)(source->width + 1), maxV = (double)(source->height + 1);
    cu = cu < -2 ? -2 : cu;
    cu = maxU < cu ? maxU : cu;
    cv = cv < -2 ? -2 : cv;
    cv = maxV < cv ? maxV : cv;
    *fu = (int64_t)(cu * 65536);
    *fv = (int64_t)(cv * 65536);
}

/// The bilinear sample at a fixed-point position, its taps clamped to the edge.
static inline uint32_t cwk_tap(const cwk_source *source, int64_t u, int64_t v) {
    int64_t maxX = source->width - 1, maxY = source->height - 1;
    int64_t ix = u >> 16, iy = v >> 16;
#define CWK_CLAMP(value, top) ((value) < 0 ? 0 : (value) > (top) ? (top) : (value))
    int64_t xa = CWK_CLAMP(ix, maxX), xb = CWK_CLAMP(ix + 1, maxX);
    const uint32_t *rowA = source->pixels + CWK_CLAMP(iy, maxY) * source->stride;
    const uint32_t *rowB = source->pixels + CWK_CLAMP(iy + 1, maxY) * source->stride;
#undef CWK_CLAMP
    return cwk_bilinear(rowA[xa], rowA[xb], rowB[xa], rowB[xb], (uint32_t)(u >> 8) & 0xFF, (uint32_t)(v >> 8) & 0xFF);
}

/// Bilinear sample at (u, v) in source pixels (pixel centres at +0.5), clamped to the edge.
static inline uint32_t cwk_sample(cwk_source source, double u, double v) {
    int64_t fu, fv;
    cwk_fixed_point(&source, u, v, &fu, &fv);
    return cwk_tap(&source, fu, fv);
}

/// Whole pixels [start, end) of the target row `row` (pixel 0 of the row's pixel space), at
/// row centre `cy`, sampled from `source` through the planes of q, u*q and v*q and
/// composited at `opacity` (0...255). The perspective divide is done exactly every 16 pixels
/// and the source position stepped linearly (16.16 fixed point) in between, as
/// perspective-correct texture mappers do; the error stays far below a source pixel for any
/// plane in front of the eye.
void cwk_interior_span(uint32_t *row, cwk_source source, cwk_plane q, cwk_plane uq, cwk_plane vq,
                       double cy, ptrdiff_t start, ptrdiff_t end, uint32_t opacity);

/// One edge of a triangle, from (px, py) along (dx, dy); `inward` is +1 or -1, the sign of the
/// edge function on the triangle's side, as the Swift WarpTriangle.Edge.
typedef struct {
    double px, py, dx, dy, inward;
} cwk_edge;

/// A triangle as the rasterizer scans it: its edges and the screen-linear planes of q, u*q,
/// v*q and the four shade channels times q.
typedef struct {
    cwk_edge edges[3];
    cwk_plane q, uq, vq;
    cwk_plane shade[4];
} cwk_triangle;

/// Whole pixels [start, end) of `row` at row centre `cy`, sampled as `cwk_interior_span`
/// samples and multiplied by the triangle's shade: the shade divided through by q exactly
/// every 16 pixels and stepped between, clamped to 0...1 only at each pixel. Near the horizon
/// (q 0 or not finite at a subspan's end) each pixel is divided through on its own.
void cwk_shaded_span(uint32_t *row, cwk_source source, const cwk_triangle *triangle,
                     double cy, ptrdiff_t start, ptrdiff_t end, uint32_t opacity);

/// A pixel on the triangle's edge, its top-left corner at (x, y): how many of the 16 samples
/// fall inside (0 to 16), and in `color` the colour at their centroid, which is inside the
/// triangle (shaded when `shaded` is not 0). Samples exactly on an edge belong to the triangle
/// on its positive side only, so triangles sharing an edge split its samples between them.
int32_t cwk_fringe(const cwk_triangle *triangle, cwk_source source, int shaded, double x, double y,
                   uint32_t *color);

/// Whether the point (x, y) is inside the triangle, a point exactly on an edge belonging to
/// the triangle on the edge's positive side only, as `cwk_fringe` judges its samples: of the
/// triangles that tile a region, exactly one contains each point.
int cwk_contains(const cwk_triangle *triangle, double x, double y);

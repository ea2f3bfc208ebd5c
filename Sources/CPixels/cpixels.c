#include "cpixels.h"
#include <stdlib.h>
#include <string.h>

bool cpx_is_opaque(const uint8_t *bytes, size_t count) {
    // Two pixels a step: their alphas are bytes 3 and 7 of each 8, ANDed together at the end.
    // Eight times fewer steps than byte by byte, which is what counts at a debug build's -O0.
    uint64_t all = ~(uint64_t)0;
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        uint64_t word;
        memcpy(&word, bytes + i, 8);
        all &= word;
    }
    uint8_t lanes[8];
    memcpy(lanes, &all, 8);
    uint8_t alphas = lanes[3] & lanes[7];
    for (i += 3; i < count; i += 4) alphas &= bytes[i];
    return alphas == 0xff;
}

static inline uint8_t multiply(uint8_t colour, uint8_t alpha) {
    uint32_t t = (uint32_t)colour * alpha + 0x80;
    return (uint8_t)((t + (t >> 8)) >> 8);
}

void cpx_premultiply(uint8_t *rgba, size_t count) {
    for (size_t i = 0; i + 3 < count; i += 4) {
        uint8_t alpha = rgba[i + 3];
        if (alpha == 255) continue;
        rgba[i] = multiply(rgba[i], alpha);
        rgba[i + 1] = multiply(rgba[i + 1], alpha);
        rgba[i + 2] = multiply(rgba[i + 2], alpha);
    }
}

void cpx_unpremultiply(uint8_t *rgba, size_t count) {
    for (size_t i = 0; i + 3 < count; i += 4) {
        uint8_t alpha = rgba[i + 3];
        if (alpha == 255) continue;
        if (alpha == 0) {
            memset(rgba + i, 0, 3);
            continue;
        }
        rgba[i] = cpx_unpremultiplied(rgba[i], alpha);
        rgba[i + 1] = cpx_unpremultiplied(rgba[i + 1], alpha);
        rgba[i + 2] = cpx_unpremultiplied(rgba[i + 2], alpha);
    }
}

void cpx_argb32_to_rgba(const uint32_t *argb, ptrdiff_t stride, size_t width, size_t height, uint8_t *rgba) {
    for (size_t y = 0; y < height; y++) {
        const uint32_t *row = argb + (ptrdiff_t)y * stride;
        uint8_t *out = rgba + y * width * 4;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        // In memory an ARGB32 word is B G R A and RGBA is R G B A: swapping red and blue within
        // the word is one word store instead of four byte stores, which compilers vectorise.
        for (size_t x = 0; x < width; x++) {
            uint32_t p = row[x];
            uint32_t swapped = (p & 0xff00ff00u) | ((p >> 16) & 0xffu) | ((p & 0xffu) << 16);
            memcpy(out + 4 * x, &swapped, 4);
        }
#else
        for (size_t x = 0; x < width; x++, out += 4) {
            uint32_t p = row[x];
            out[0] = (uint8_t)(p >> 16);
            out[1] = (uint8_t)(p >> 8);
            out[2] = (uint8_t)p;
            out[3] = (uint8_t)(p >> 24);
        }
#endif
    }
}

void cpx_argb32_to_rgba_in_place(uint32_t *pixels, size_t count) {
    for (size_t i = 0; i < count; i++) {
        uint32_t p = pixels[i];
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        // B G R A in memory to R G B A: red and blue change places within the word.
        pixels[i] = (p & 0xff00ff00u) | ((p >> 16) & 0xffu) | ((p & 0xffu) << 16);
#else
        uint8_t bytes[4] = {(uint8_t)(p >> 16), (uint8_t)(p >> 8), (uint8_t)p, (uint8_t)(p >> 24)};
        memcpy(&pixels[i], bytes, 4);
#endif
    }
}

void cpx_rgba_to_argb32(const uint8_t *rgba, size_t width, size_t height, uint32_t *argb, ptrdiff_t stride) {
    for (size_t y = 0; y < height; y++) {
        const uint8_t *in = rgba + y * width * 4;
        uint32_t *row = argb + (ptrdiff_t)y * stride;
        for (size_t x = 0; x < width; x++, in += 4) {
            row[x] = (uint32_t)in[3] << 24 | (uint32_t)in[0] << 16 | (uint32_t)in[1] << 8 | in[2];
        }
    }
}

void cpx_fill(uint8_t *rgba, size_t pixels, uint8_t r, uint8_t g, uint8_t b, uint8_t a) {
    for (size_t i = 0; i < pixels; i++) {
        rgba[4 * i] = r; rgba[4 * i + 1] = g; rgba[4 * i + 2] = b; rgba[4 * i + 3] = a;
    }
}

void cpx_over_checkerboard(uint8_t *rgba, size_t width, size_t height, size_t square, uint8_t light, uint8_t dark) {
    for (size_t y = 0; y < height; y++) {
        for (size_t x = 0; x < width; x++) {
            uint8_t *pixel = rgba + 4 * (y * width + x);
            if (pixel[3] == 255) continue;
            uint8_t shade = multiply(((x / square + y / square) % 2 == 0) ? light : dark, (uint8_t)(255 - pixel[3]));
            pixel[0] = (uint8_t)(pixel[0] + shade);
            pixel[1] = (uint8_t)(pixel[1] + shade);
            pixel[2] = (uint8_t)(pixel[2] + shade);
            pixel[3] = 255;
        }
    }
}

void cpx_shrink(const uint8_t *rgba, size_t width, size_t height, size_t factor,
                const uint32_t *marks, size_t mark_count, uint8_t *out) {
    size_t out_width = (width + factor - 1) / factor, out_height = (height + factor - 1) / factor;
    const uint32_t *words = (const uint32_t *)rgba;
    uint32_t *target = (uint32_t *)out;
    for (size_t oy = 0; oy < out_height; oy++) {
        size_t top = oy * factor, bottom = top + factor < height ? top + factor : height;
        size_t sample_y = (top + bottom - 1) / 2;
        for (size_t ox = 0; ox < out_width; ox++) {
            size_t left = ox * factor, right = left + factor < width ? left + factor : width;
            uint32_t value = words[sample_y * width + (left + right - 1) / 2];
            size_t found = mark_count;
            for (size_t y = top; y < bottom && found > 0 && mark_count > 0; y++) {
                for (size_t x = left; x < right; x++) {
                    uint32_t word = words[y * width + x];
                    for (size_t m = 0; m < found; m++) {
                        if (word == marks[m]) { found = m; break; }
                    }
                }
            }
            target[oy * out_width + ox] = found < mark_count ? marks[found] : value;
        }
    }
}

#if defined(__GLIBC__)
#include <malloc.h>
#endif

void cpx_keep_freed_frames_for_reuse(size_t frame_limit, size_t keep_limit) {
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, (int)frame_limit);
    mallopt(M_TRIM_THRESHOLD, (int)keep_limit);
#else
    (void)frame_limit;
    (void)keep_limit;
#endif
}

// Division by a box's size as a float multiply: for a size below 4096 and a sum below 256 times
// the size, floor((n + 0.5) * (1 / size)) in single precision is exactly n / size (the quotient's
// fraction is a multiple of 1 / size, so it stays 0.5 / size clear of the next integer, far more
// than the product's rounding error of under 256 * 2^-23), and multiplies vectorize where
// a divide in the inner loops was most of a blur's time. Larger boxes divide.
typedef struct { float reciprocal; uint32_t size; } cpx_divisor;

static inline cpx_divisor cpx_divisor_make(uint32_t size) {
    cpx_divisor d = { size < 4096 ? 1.0f / (float)size : 0, size };
    return d;
}

static inline uint8_t cpx_divide(uint32_t n, cpx_divisor d) {
    return (uint8_t)(d.reciprocal != 0 ? (uint32_t)(((float)n + 0.5f) * d.reciprocal) : n / d.size);
}

// The box passes run where most of a material's time goes; on x86-64 they are also compiled for
// AVX2 and the processor picks its copy when the program loads. Every lane computes what it
// computes in the baseline copy (integer sums, then a float add and multiply, never fused), so
// the two copies give the same bytes; only the number of lanes at a time differs.
#if defined(__x86_64__) && defined(__ELF__) && defined(__clang__)
#define CPX_WIDE_VECTORS __attribute__((target_clones("avx2", "default")))
#else
#define CPX_WIDE_VECTORS
#endif

// A pixel's four channels, widened for sums, and as floats for dividing.
typedef int32_t cpx_channels __attribute__((vector_size(16)));
typedef float cpx_channel_floats __attribute__((vector_size(16)));
typedef uint8_t cpx_channel_bytes __attribute__((vector_size(4)));

static inline cpx_channels cpx_load_channels(const uint8_t *pixel) {
    cpx_channel_bytes bytes;
    memcpy(&bytes, pixel, 4);
    return __builtin_convertvector(bytes, cpx_channels);
}

static inline void cpx_store_channels(uint8_t *pixel, cpx_channels channels) {
    cpx_channel_bytes bytes = __builtin_convertvector(channels, cpx_channel_bytes);
    memcpy(pixel, &bytes, 4);
}

// Pixel `i` of a row's box, the window's ends clamped to the row's `last` pixel.
static inline void cpx_box_step(const uint8_t *in, uint8_t *out, ptrdiff_t i, int radius, ptrdiff_t last,
                                int32_t sum[4], int32_t size, cpx_divisor divisor) {
    ptrdiff_t entering = i + radius + 1, leaving = i - radius;
    entering = entering > last ? last : entering;
    leaving = leaving < 0 ? 0 : leaving;
    for (int c = 0; c < 4; c++) {
        out[i * 4 + c] = cpx_divide((uint32_t)(sum[c] + size / 2), divisor);
        sum[c] += in[entering * 4 + c] - in[leaving * 4 + c];
    }
}

// One box of `radius` along each of `height` rows of `width` four-byte pixels, every byte a
// channel of its own, from `source` into `target` (rows `source_stride` and `target_stride`
// bytes apart), the ends clamped: a rounded mean of the 2 * radius + 1 values around each.
CPX_WIDE_VECTORS static void cpx_box_rows(const uint8_t *source, ptrdiff_t source_stride, uint8_t *target, ptrdiff_t target_stride,
                         size_t width, size_t height, int radius) {
    const int32_t size = 2 * radius + 1;
    const cpx_divisor divisor = cpx_divisor_make((uint32_t)size);
    const ptrdiff_t last = (ptrdiff_t)width - 1;
    for (size_t y = 0; y < height; y++) {
        const uint8_t *in = source + (ptrdiff_t)y * source_stride;
        uint8_t *out = target + (ptrdiff_t)y * target_stride;
        int32_t sum[4] = {0, 0, 0, 0};
        for (ptrdiff_t k = -radius; k <= radius; k++) {
            ptrdiff_t index = k < 0 ? 0 : (k > last ? last : k);
            for (int c = 0; c < 4; c++) sum[c] += in[index * 4 + c];
        }
        // Where neither end of the window is clamped (the middle of a row), without the clamps.
        ptrdiff_t i = 0;
        for (; i <= last && i < radius; i++) cpx_box_step(in, out, i, radius, last, sum, size, divisor);
        if (divisor.reciprocal != 0) {
            // The four channels of a pixel as one vector: each step's chain is then one add.
            cpx_channels sums = {sum[0], sum[1], sum[2], sum[3]};
            const cpx_channels half = {size / 2, size / 2, size / 2, size / 2};
            for (; i < last - radius; i++) {
                cpx_channel_floats quotient = (__builtin_convertvector(sums + half, cpx_channel_floats) + 0.5f) * divisor.reciprocal;
                cpx_store_channels(out + i * 4, __builtin_convertvector(quotient, cpx_channels));
                sums += cpx_load_channels(in + (i + radius + 1) * 4) - cpx_load_channels(in + (i - radius) * 4);
            }
            for (int c = 0; c < 4; c++) sum[c] = sums[c];
        }
        for (; i <= last; i++) cpx_box_step(in, out, i, radius, last, sum, size, divisor);
    }
}

// The same box down the columns: a running sum per byte of a row, so every step reads and
// writes whole rows in order, where a column at a time touched a cache line per value.
CPX_WIDE_VECTORS static void cpx_box_columns(const uint8_t *source, ptrdiff_t source_stride, uint8_t *target, ptrdiff_t target_stride,
                            size_t width, size_t height, int radius, int32_t *sums) {
    const int32_t size = 2 * radius + 1;
    const cpx_divisor divisor = cpx_divisor_make((uint32_t)size);
    const ptrdiff_t last = (ptrdiff_t)height - 1;
    const size_t bytes = width * 4;
    memset(sums, 0, bytes * sizeof *sums);
    for (ptrdiff_t k = -radius; k <= radius; k++) {
        const uint8_t *in = source + (k < 0 ? 0 : (k > last ? last : k)) * source_stride;
        for (size_t j = 0; j < bytes; j++) sums[j] += in[j];
    }
    for (ptrdiff_t i = 0; i <= last; i++) {
        ptrdiff_t entering = i + radius + 1, leaving = i - radius;
        const uint8_t *in = source + (entering > last ? last : entering) * source_stride;
        const uint8_t *out_of = source + (leaving < 0 ? 0 : leaving) * source_stride;
        uint8_t *out = target + i * target_stride;
        // One loop per way of dividing, each free of the other's branch, so both vectorize.
        if (divisor.reciprocal != 0) {
            const float reciprocal = divisor.reciprocal;
            for (size_t j = 0; j < bytes; j++) {
                out[j] = (uint8_t)(int32_t)(((float)(sums[j] + size / 2) + 0.5f) * reciprocal);
                sums[j] += in[j] - out_of[j];
            }
        } else {
            for (size_t j = 0; j < bytes; j++) {
                out[j] = (uint8_t)((uint32_t)(sums[j] + size / 2) / (uint32_t)size);
                sums[j] += in[j] - out_of[j];
            }
        }
    }
}

// One channel moved away from the pixel's luma by `permille`/1000, rounded half away from zero,
// and kept within 0...alpha (premultiplied). The rounding goes through the magnitude and the
// sign as masks rather than a branch, so the row loop below vectorises; the bytes are those of
// `delta >= 0 ? (delta + 500) / 1000 : -((-delta + 500) / 1000)`.
static inline int32_t cpx_saturated(int32_t channel, int32_t luma, int32_t permille, int32_t alpha) {
    int32_t delta = permille * (channel - luma);
    int32_t sign = delta >> 31;
    uint32_t magnitude = (uint32_t)((delta ^ sign) - sign);
    int32_t step = (int32_t)((magnitude + 500) / 1000);
    int32_t value = luma + ((step ^ sign) - sign);
    value = value < 0 ? 0 : value;
    return value > alpha ? alpha : value;
}

// Saturation of one row of premultiplied ARGB32 words: each colour channel moved away from the
// Rec. 709 luma. Also compiled for AVX2 (see CPX_WIDE_VECTORS); integers only, so both copies
// give the same bytes.
CPX_WIDE_VECTORS static void cpx_saturate_row(uint32_t *row, size_t width, int permille) {
    for (size_t x = 0; x < width; x++) {
        uint32_t p = row[x];
        int32_t a = (int32_t)(p >> 24), r = (int32_t)((p >> 16) & 0xFF), g = (int32_t)((p >> 8) & 0xFF), b = (int32_t)(p & 0xFF);
        int32_t luma = (int32_t)((uint32_t)(2126 * r + 7152 * g + 722 * b + 5000) / 10000);
        row[x] = ((uint32_t)a << 24) | ((uint32_t)cpx_saturated(r, luma, permille, a) << 16)
            | ((uint32_t)cpx_saturated(g, luma, permille, a) << 8) | (uint32_t)cpx_saturated(b, luma, permille, a);
    }
}

void cpx_backdrop_filter(uint32_t *argb, size_t width, size_t height, ptrdiff_t stride,
                         const int *radii, size_t radius_count, int saturation_permille) {
    if (width == 0 || height == 0) return;
    // A region of one colour (a bar over a plain background: four in five of the catalog's
    // backdrops) keeps that colour through every box, each a rounded mean of equal values, so
    // only its saturation is computed, once.
    const uint32_t first = argb[0];
    uint32_t differs = 0;
    for (size_t y = 0; y < height && differs == 0; y++) {
        const uint32_t *row = argb + (ptrdiff_t)y * stride;
        for (size_t x = 0; x < width; x++) differs |= row[x] ^ first;
    }
    if (differs != 0) {
        cpx_backdrop_blur(argb, width, height, stride, radii, radius_count, saturation_permille);
        return;
    }
    if (saturation_permille == 1000) return;
    uint32_t saturated = first;
    cpx_saturate_row(&saturated, 1, saturation_permille);
    if (saturated == first) return;
    for (size_t y = 0; y < height; y++) {
        uint32_t *row = argb + (ptrdiff_t)y * stride;
        for (size_t x = 0; x < width; x++) row[x] = saturated;
    }
}

void cpx_backdrop_blur(uint32_t *argb, size_t width, size_t height, ptrdiff_t stride,
                       const int *radii, size_t radius_count, int saturation_permille) {
    if (width == 0 || height == 0) return;
    // The channels never mix, so each box runs over all four at once: along the rows into
    // `blurred`, then down its columns back into the image.
    uint8_t *bytes = (uint8_t *)argb;
    uint8_t *blurred = malloc(width * height * 4);
    int32_t *sums = malloc(width * 4 * sizeof *sums);
    if (!blurred || !sums) { free(blurred); free(sums); return; }
    for (size_t pass = 0; pass < radius_count; pass++) {
        int radius = radii[pass];
        if (radius <= 0) continue;
        cpx_box_rows(bytes, stride * 4, blurred, (ptrdiff_t)width * 4, width, height, radius);
        cpx_box_columns(blurred, (ptrdiff_t)width * 4, bytes, stride * 4, width, height, radius, sums);
    }
    free(blurred);
    free(sums);
    if (saturation_permille == 1000) return;
    for (size_t y = 0; y < height; y++) cpx_saturate_row(argb + (ptrdiff_t)y * stride, width, saturation_permille);
}

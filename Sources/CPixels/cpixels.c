#include "cpixels.h"
#include <string.h>

bool cpx_is_opaque(const uint8_t *bytes, size_t count) {
    uint8_t alphas = 0xff;
    for (size_t i = 3; i < count; i += 4) alphas &= bytes[i];
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

static inline uint8_t unpremultiply(uint8_t colour, uint8_t alpha) {
    uint32_t value = ((uint32_t)colour * 255 + alpha / 2) / alpha;
    return (uint8_t)(value > 255 ? 255 : value);
}

void cpx_unpremultiply(uint8_t *rgba, size_t count) {
    for (size_t i = 0; i + 3 < count; i += 4) {
        uint8_t alpha = rgba[i + 3];
        if (alpha == 255) continue;
        if (alpha == 0) {
            memset(rgba + i, 0, 3);
            continue;
        }
        rgba[i] = unpremultiply(rgba[i], alpha);
        rgba[i + 1] = unpremultiply(rgba[i + 1], alpha);
        rgba[i + 2] = unpremultiply(rgba[i + 2], alpha);
    }
}

void cpx_argb32_to_rgba(const uint32_t *argb, ptrdiff_t stride, size_t width, size_t height, uint8_t *rgba) {
    for (size_t y = 0; y < height; y++) {
        const uint32_t *row = argb + (ptrdiff_t)y * stride;
        uint8_t *out = rgba + y * width * 4;
        for (size_t x = 0; x < width; x++, out += 4) {
            uint32_t p = row[x];
            out[0] = (uint8_t)(p >> 16);
            out[1] = (uint8_t)(p >> 8);
            out[2] = (uint8_t)p;
            out[3] = (uint8_t)(p >> 24);
        }
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

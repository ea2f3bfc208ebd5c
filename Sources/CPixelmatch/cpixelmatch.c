#include "cpixelmatch.h"
#include "cpixels.h"
#include <string.h>

#pragma STDC FP_CONTRACT OFF

// pixelmatch's default diff colours, as little-endian RGBA words.
static const uint32_t difference_colour = 0xff0000ffu;
static const uint32_t antialiasing_colour = 0xff00ffffu;
// Opacity of the expected image in the faded grey background of a diff.
static const double background_opacity = 0.1;

static inline uint32_t channel(uint32_t pixel, int shift) { return (pixel >> shift) & 0xffu; }

// pixelmatch 7's background for a byte offset: red 48, green and blue 48 or 207 at golden-ratio spacings.
static inline double shade(long index) { return (double)(48 + 159 * (index % 2)); }

// Channel differences of two straight pixels, blended over the background where either is translucent.
static inline void channel_differences(uint32_t first, uint32_t second, long position, double *dr, double *dg, double *db) {
    long a1 = channel(first, 24), a2 = channel(second, 24);
    long r1 = channel(first, 0), g1 = channel(first, 8), b1 = channel(first, 16);
    long r2 = channel(second, 0), g2 = channel(second, 8), b2 = channel(second, 16);
    if (a1 == 255 && a2 == 255) {
        *dr = (double)(r1 - r2); *dg = (double)(g1 - g2); *db = (double)(b1 - b2);
        return;
    }
    double rb = shade(position);
    double gb = shade((long)((double)position / 1.618033988749895));
    double bb = shade((long)((double)position / 2.618033988749895));
    double da = (double)(a1 - a2);
    *dr = ((double)(r1 * a1 - r2 * a2) - rb * da) / 255;
    *dg = ((double)(g1 * a1 - g2 * a2) - gb * da) / 255;
    *db = ((double)(b1 * a1 - b2 * a2) - bb * da) / 255;
}

// The squared YIQ distance, negative when the second pixel is the brighter one.
static inline double yiq_delta(uint32_t first, uint32_t second, long position) {
    double dr, dg, db;
    channel_differences(first, second, position, &dr, &dg, &db);
    double y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223;
    double i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189;
    double q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694;
    double delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q;
    return y > 0 ? -delta : delta;
}

static inline double brightness_delta(uint32_t first, uint32_t second, long position) {
    double dr, dg, db;
    channel_differences(first, second, position, &dr, &dg, &db);
    return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223;
}

// The expected pixel as pixelmatch's background: 255 + (Y − 255)·opacity·a/255, in its order of operations.
static inline uint32_t faded_grey(uint32_t pixel) {
    double alpha = (double)(pixel >> 24);
    double y = (double)channel(pixel, 0) * 0.29889531 + (double)channel(pixel, 8) * 0.58662247
        + (double)channel(pixel, 16) * 0.11448223;
    uint32_t value = (uint32_t)(255 + (y - 255) * background_opacity * alpha / 255);
    return 0xff000000u | value << 16 | value << 8 | value;
}

static inline int max_channel_delta(uint32_t first, uint32_t second) {
    int largest = 0;
    for (int shift = 0; shift < 32; shift += 8) {
        int delta = (int)channel(first, shift) - (int)channel(second, shift);
        if (delta < 0) delta = -delta;
        if (delta > largest) largest = delta;
    }
    return largest;
}

static inline size_t min_size(size_t a, size_t b) { return a < b ? a : b; }

// One colour byte of a premultiplied pixel, divided by its alpha (1...254) in place.
static inline uint32_t unpremultiplied_channel(uint32_t pixel, int shift, uint32_t alpha) {
    return (uint32_t)cpx_unpremultiplied((uint8_t)channel(pixel, shift), (uint8_t)alpha) << shift;
}

// The straight pixel of a word that is premultiplied when `premultiplied` is set, as
// `cpx_unpremultiply` makes it: an opaque pixel is itself and a transparent one is 0.
// Converting only the pixels the loop looks at spares two whole-image passes (an opacity scan
// of each, and a copy of each translucent one).
static inline uint32_t straight(uint32_t pixel, bool premultiplied) {
    uint32_t alpha = pixel >> 24;
    if (!premultiplied || alpha == 255) return pixel;
    if (alpha == 0) return 0;
    return alpha << 24 | unpremultiplied_channel(pixel, 0, alpha) | unpremultiplied_channel(pixel, 8, alpha)
        | unpremultiplied_channel(pixel, 16, alpha);
}

// One of the two images: its words, and whether they are premultiplied (both images alike, so
// equal words are equal pixels).
typedef struct {
    const uint32_t *pixels;
    bool premultiplied;
} image_view;

static inline uint32_t pixel_at(image_view image, size_t index) {
    return straight(image.pixels[index], image.premultiplied);
}

// Whether the pixel has 3 or more identical neighbours (image edges count as one).
static bool has_many_siblings(image_view image, size_t width, size_t height, size_t x1, size_t y1) {
    size_t x0 = x1 > 0 ? x1 - 1 : 0, y0 = y1 > 0 ? y1 - 1 : 0;
    size_t x2 = min_size(x1 + 1, width - 1), y2 = min_size(y1 + 1, height - 1);
    uint32_t centre = pixel_at(image, y1 * width + x1);
    int zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0;
    for (size_t x = x0; x <= x2; x++) {
        for (size_t y = y0; y <= y2; y++) {
            if (x == x1 && y == y1) continue;
            if (pixel_at(image, y * width + x) == centre) zeroes++;
            if (zeroes > 2) return true;
        }
    }
    return false;
}

// pixelmatch's anti-aliasing test (after Vysniauskas 2009): the pixel has both a darker and a
// brighter neighbour, at most two equal ones, and one of those extreme neighbours sits in a flat
// area in both images. Neighbours are visited column by column, as pixelmatch does, so ties agree.
static bool antialiased(size_t x1, size_t y1, image_view image, image_view other, size_t width, size_t height) {
    size_t x0 = x1 > 0 ? x1 - 1 : 0, y0 = y1 > 0 ? y1 - 1 : 0;
    size_t x2 = min_size(x1 + 1, width - 1), y2 = min_size(y1 + 1, height - 1);
    uint32_t centre = pixel_at(image, y1 * width + x1);
    int zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0;
    double darkest = 0, brightest = 0;
    size_t darkest_x = 0, darkest_y = 0, brightest_x = 0, brightest_y = 0;
    long position = (long)(y1 * width + x1) * 4;
    for (size_t x = x0; x <= x2; x++) {
        for (size_t y = y0; y <= y2; y++) {
            if (x == x1 && y == y1) continue;
            double delta = brightness_delta(centre, pixel_at(image, y * width + x), position);
            if (delta == 0) {
                zeroes++;
                if (zeroes > 2) return false;
            } else if (delta < darkest) {
                darkest = delta; darkest_x = x; darkest_y = y;
            } else if (delta > brightest) {
                brightest = delta; brightest_x = x; brightest_y = y;
            }
        }
    }
    if (darkest == 0 || brightest == 0) return false;
    return (has_many_siblings(image, width, height, darkest_x, darkest_y)
            && has_many_siblings(other, width, height, darkest_x, darkest_y))
        || (has_many_siblings(image, width, height, brightest_x, brightest_y)
            && has_many_siblings(other, width, height, brightest_x, brightest_y));
}

// A diff pixel, as a word of `diff` or an index into the diff palette in `indices`.
static inline void draw(uint32_t *diff, uint8_t *indices, size_t index_stride, size_t i, size_t x, size_t y,
                        uint32_t colour, uint8_t index) {
    if (diff != NULL) diff[i] = colour;
    else indices[y * index_stride + x] = index;
}

static inline uint8_t grey_index(uint32_t grey) { return (uint8_t)(255 - (grey & 0xffu)); }

static inline cpm_counts compare_rows(image_view expected, image_view actual, size_t width, size_t height,
                                      size_t first_row, size_t end_row, double maximum_delta, bool ignores_antialiasing,
                                      uint32_t *diff, uint8_t *indices, size_t index_stride) {
    bool drawing = diff != NULL || indices != NULL;
    cpm_counts counts = { 0, 0, 0, true };
    // UI frames repeat colours in long runs; remember the last grey instead of recomputing it.
    uint32_t last_word = 0, last_grey = faded_grey(0);
    for (size_t y = first_row; y < end_row; y++) {
        size_t row = y * width;
        // Most rows of a near-miss frame are equal: skip them at memcmp speed. Equal words are
        // equal pixels whether or not they are premultiplied.
        if (!drawing && memcmp(expected.pixels + row, actual.pixels + row, width * 4) == 0) continue;
        for (size_t x = 0; x < width; x++) {
            size_t i = row + x;
            uint32_t word = expected.pixels[i], e = word, a = actual.pixels[i];
            // Equal words are equal pixels, premultiplied or not; other pixels are compared
            // straight, and pixels transparent in both are equal whatever their colour bytes say.
            bool equal = e == a;
            if (!equal) {
                e = straight(e, expected.premultiplied);
                a = straight(a, actual.premultiplied);
                equal = e == a || ((e >> 24) == 0 && (a >> 24) == 0);
            }
            if (equal) {
                if (drawing) {
                    if (word != last_word) { last_word = word; last_grey = faded_grey(straight(word, expected.premultiplied)); }
                    draw(diff, indices, index_stride, i, x, y, last_grey, grey_index(last_grey));
                }
                continue;
            }
            counts.identical = false;
            int delta = max_channel_delta(e, a);
            if (delta > counts.max_channel_delta) counts.max_channel_delta = delta;
            double yiq = yiq_delta(e, a, (long)i * 4);
            if (yiq < 0) yiq = -yiq;
            if (!(yiq > maximum_delta)) {
                if (drawing) {
                    uint32_t grey = faded_grey(e);
                    draw(diff, indices, index_stride, i, x, y, grey, grey_index(grey));
                }
                continue;
            }
            if (ignores_antialiasing && (antialiased(x, y, expected, actual, width, height)
                                         || antialiased(x, y, actual, expected, width, height))) {
                counts.antialiased++;
                if (drawing) draw(diff, indices, index_stride, i, x, y, antialiasing_colour, CPM_ANTIALIASED_INDEX);
            } else {
                counts.different++;
                if (drawing) draw(diff, indices, index_stride, i, x, y, difference_colour, CPM_DIFFERENT_INDEX);
            }
        }
    }
    return counts;
}

cpm_counts cpm_compare_rows(const uint32_t *expected, const uint32_t *actual, bool premultiplied, size_t width,
                            size_t height, size_t first_row, size_t end_row, double maximum_delta,
                            bool ignores_antialiasing, uint32_t *diff) {
    image_view e = { expected, premultiplied }, a = { actual, premultiplied };
    return compare_rows(e, a, width, height, first_row, end_row, maximum_delta, ignores_antialiasing,
                        diff, NULL, 0);
}

cpm_counts cpm_compare_rows_indexed(const uint32_t *expected, const uint32_t *actual, bool premultiplied, size_t width,
                                    size_t height, size_t first_row, size_t end_row, double maximum_delta,
                                    bool ignores_antialiasing, uint8_t *indices, size_t index_stride) {
    image_view e = { expected, premultiplied }, a = { actual, premultiplied };
    return compare_rows(e, a, width, height, first_row, end_row, maximum_delta, ignores_antialiasing,
                        NULL, indices, index_stride);
}

void cpm_diff_palette(uint8_t rgb[3 * CPM_PALETTE_SIZE]) {
    for (int k = 0; k < CPM_ANTIALIASED_INDEX; k++) rgb[3 * k] = rgb[3 * k + 1] = rgb[3 * k + 2] = (uint8_t)(255 - k);
    const uint32_t colours[2] = {antialiasing_colour, difference_colour};
    for (int c = 0; c < 2; c++) {
        uint8_t *entry = rgb + 3 * (CPM_ANTIALIASED_INDEX + c);
        entry[0] = (uint8_t)channel(colours[c], 0);
        entry[1] = (uint8_t)channel(colours[c], 8);
        entry[2] = (uint8_t)channel(colours[c], 16);
    }
}

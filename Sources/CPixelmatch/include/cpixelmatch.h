#pragma once
// pixelmatch 7's pixel loop in C. A package that depends on TransitionHarness compiles it in its
// own configuration, so a failing frame in a debug `swift test` is compared at C's -O0 speed
// rather than Swift's -Onone, where every index and comparison is a call into the standard
// library: the difference between seconds and a tenth of one per frame. The arithmetic is
// pixelmatch's, term by term and without fused multiply-adds, so counts are the same in every
// configuration and equal pixelmatch's own.

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// What comparing some rows found.
typedef struct {
    long different;
    long antialiased;
    int max_channel_delta;
    bool identical;
} cpm_counts;

/// Compares rows `first_row..<end_row` of two same-sized RGBA images (`width` pixels a row,
/// little-endian words: red in the low byte), both straight or, with `premultiplied`, both
/// premultiplied: a premultiplied pixel is divided through by its alpha where it is looked at,
/// so the counts are those of the straight images. A pixel differs when its squared YIQ distance
/// exceeds `maximum_delta`; with `ignores_antialiasing`, one that looks like anti-aliasing in
/// either image is counted apart. When `diff` is not NULL, its rows are drawn as pixelmatch
/// draws them: the expected image as faded grey, differences red, anti-aliasing yellow.
cpm_counts cpm_compare_rows(const uint32_t *expected, const uint32_t *actual, bool premultiplied, size_t width,
                            size_t height, size_t first_row, size_t end_row, double maximum_delta,
                            bool ignores_antialiasing, uint32_t *diff);

/// The palette of an indexed diff: index k below CPM_ANTIALIASED_INDEX is the grey 255 − k
/// (pixelmatch's faded greys run from 229 to 255), then anti-aliasing yellow and difference red.
enum { CPM_ANTIALIASED_INDEX = 27, CPM_DIFFERENT_INDEX = 28, CPM_PALETTE_SIZE = 29 };

/// `cpm_compare_rows` drawing the diff as indices into that palette, one byte a pixel, row y's
/// starting at `indices + y * index_stride`: the same image in a quarter of the memory, for a
/// diff that goes straight into a palette PNG.
cpm_counts cpm_compare_rows_indexed(const uint32_t *expected, const uint32_t *actual, bool premultiplied, size_t width,
                                    size_t height, size_t first_row, size_t end_row, double maximum_delta,
                                    bool ignores_antialiasing, uint8_t *indices, size_t index_stride);

/// The diff palette's colours, red, green and blue for each index.
void cpm_diff_palette(uint8_t rgb[3 * CPM_PALETTE_SIZE]);

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

/// Compares rows `first_row..<end_row` of two same-sized straight RGBA images (`width` pixels a
/// row, little-endian words: red in the low byte). A pixel differs when its squared YIQ distance
/// exceeds `maximum_delta`; with `ignores_antialiasing`, one that looks like anti-aliasing in
/// either image is counted apart. When `diff` is not NULL, its rows are drawn as pixelmatch
/// draws them: the expected image as faded grey, differences red, anti-aliasing yellow.
cpm_counts cpm_compare_rows(const uint32_t *expected, const uint32_t *actual, size_t width, size_t height,
                            size_t first_row, size_t end_row, double maximum_delta, bool ignores_antialiasing,
                            uint32_t *diff);

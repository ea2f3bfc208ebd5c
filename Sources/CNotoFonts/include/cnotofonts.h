#ifndef CNOTOFONTS_H
#define CNOTOFONTS_H

#include <stddef.h>

/// The embedded fallback files: Noto Sans CJK Regular and Bold (OpenType collections of the
/// Japanese, Korean, Simplified and Traditional Chinese faces), and Noto Color Emoji.
typedef enum {
    CNOTOFONTS_CJK_REGULAR = 0,
    CNOTOFONTS_CJK_BOLD = 1,
    CNOTOFONTS_COLOR_EMOJI = 2,
    CNOTOFONTS_FILE_COUNT = 3
} cnotofonts_file;

/// The bytes of embedded file `file`, and their count in `length`; NULL (and 0) for a file out
/// of range. The bytes live as long as the process and are never written.
const unsigned char *cnotofonts_file_bytes(int file, size_t *length);

#endif

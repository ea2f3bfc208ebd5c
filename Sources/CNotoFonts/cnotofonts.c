// Noto Sans CJK and Noto Color Emoji (SIL Open Font License 1.1, fonts/OFL.txt), embedded in the
// binary as Inter is (CInterFont), so Chinese, Japanese, Korean and emoji draw from the same
// glyphs wherever the package builds. The files are Debian's bytes, unchanged; their SHA-256
// digests are pinned by CoreTextTests.
#include "cnotofonts.h"

#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char cjk_regular[] = {
#embed "fonts/NotoSansCJK-Regular.ttc"
};
static const unsigned char cjk_bold[] = {
#embed "fonts/NotoSansCJK-Bold.ttc"
};
static const unsigned char color_emoji[] = {
#embed "fonts/NotoColorEmoji.ttf"
};

#pragma clang diagnostic pop

static const struct { const unsigned char *bytes; size_t length; } files[CNOTOFONTS_FILE_COUNT] = {
    { cjk_regular, sizeof cjk_regular }, { cjk_bold, sizeof cjk_bold }, { color_emoji, sizeof color_emoji },
};

const unsigned char *cnotofonts_file_bytes(int file, size_t *length) {
    if (file < 0 || file >= CNOTOFONTS_FILE_COUNT) {
        if (length) *length = 0;
        return NULL;
    }
    if (length) *length = files[file].length;
    return files[file].bytes;
}

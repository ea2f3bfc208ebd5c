// Inter 4.0 (SIL Open Font License 1.1, fonts/OFL.txt), embedded in the binary so text is drawn
// from the same outlines and advances wherever the package builds, whatever fonts the system
// has or lacks. The files are the Debian fonts-inter 4.0~beta7 release the goldens were first
// recorded with; their SHA-256 digests are pinned by CoreTextTests.
#include "cinterfont.h"

// #embed is C23; clang accepts it in earlier modes as an extension, which is the point here.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char thin[] = {
#embed "fonts/Inter-Thin.otf"
};
static const unsigned char extra_light[] = {
#embed "fonts/Inter-ExtraLight.otf"
};
static const unsigned char light[] = {
#embed "fonts/Inter-Light.otf"
};
static const unsigned char regular[] = {
#embed "fonts/Inter-Regular.otf"
};
static const unsigned char medium[] = {
#embed "fonts/Inter-Medium.otf"
};
static const unsigned char semi_bold[] = {
#embed "fonts/Inter-SemiBold.otf"
};
static const unsigned char bold[] = {
#embed "fonts/Inter-Bold.otf"
};
static const unsigned char extra_bold[] = {
#embed "fonts/Inter-ExtraBold.otf"
};
static const unsigned char black[] = {
#embed "fonts/Inter-Black.otf"
};

#pragma clang diagnostic pop

static const struct { const unsigned char *bytes; size_t length; } faces[CINTERFONT_FACE_COUNT] = {
    { thin, sizeof thin }, { extra_light, sizeof extra_light }, { light, sizeof light },
    { regular, sizeof regular }, { medium, sizeof medium }, { semi_bold, sizeof semi_bold },
    { bold, sizeof bold }, { extra_bold, sizeof extra_bold }, { black, sizeof black },
};

const unsigned char *cinterfont_face(int index, size_t *length) {
    if (index < 0 || index >= CINTERFONT_FACE_COUNT) {
        if (length) *length = 0;
        return NULL;
    }
    if (length) *length = faces[index].length;
    return faces[index].bytes;
}

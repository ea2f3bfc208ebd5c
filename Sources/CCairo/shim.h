#include <cairo/cairo.h>
#include <cairo/cairo-ft.h>
#include <pixman.h>
#include <ft2build.h>
#include FT_FREETYPE_H

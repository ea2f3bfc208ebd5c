#include <cairo/cairo.h>
#include <cairo/cairo-ft.h>
#include <pixman.h>
#include <ft2build.h>
#include FT_FREETYPE_H
// FT_New_Library, FT_Add_Default_Modules and FT_Property_Set: the renderer builds its FreeType
// library without FT_Init_FreeType, which reads FREETYPE_PROPERTIES from the environment.
#include FT_MODULE_H

// cairo: Segue's 2-D rasterizer (paths, fills, strokes, gradients, clips) into image surfaces, and
// its FreeType/fontconfig font faces for text drawn inside drawings.
#ifndef SEGUE_CCAIRO_SHIM_H
#define SEGUE_CCAIRO_SHIM_H
#include <cairo.h>
#include <cairo-ft.h>
#include <fontconfig/fontconfig.h>
#endif

// cairo: Segue's 2-D rasterizer (paths, fills, strokes, gradients, clips, and Pango's text) into
// image surfaces; fontconfig, for the system font's checks.
#ifndef SEGUE_CCAIRO_SHIM_H
#define SEGUE_CCAIRO_SHIM_H
#include <cairo.h>
#include <fontconfig/fontconfig.h>
#endif

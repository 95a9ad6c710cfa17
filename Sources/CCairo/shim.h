// cairo: Segue's 2-D rasterizer (paths, fills, strokes, gradients, clips) into image surfaces.
#ifndef SEGUE_CCAIRO_SHIM_H
#define SEGUE_CCAIRO_SHIM_H
#include <cairo.h>
#endif

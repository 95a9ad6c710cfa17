// cairo: Segue's 2-D rasterizer (paths, fills, strokes, gradients, clips) into image surfaces, and
// its XRender surfaces, on which Pango draws text layers' content straight into their pictures.
#ifndef SEGUE_CCAIRO_SHIM_H
#define SEGUE_CCAIRO_SHIM_H
#include <cairo.h>
#include <cairo-xlib.h>
#include <cairo-xlib-xrender.h>
#include <fontconfig/fontconfig.h>
#endif

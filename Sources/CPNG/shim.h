// libpng's simplified API (png_image) is enough for Segue's read and write.
#ifndef SEGUE_CPNG_SHIM_H
#define SEGUE_CPNG_SHIM_H
#include <png.h>
#endif

// Xft and fontconfig: antialiased text drawn through XRender.
#ifndef SEGUE_CXFT_SHIM_H
#define SEGUE_CXFT_SHIM_H
#include <X11/Xft/Xft.h>
#include <fontconfig/fontconfig.h>
#endif

// Pango: Segue's text engine. HarfBuzz shapes (kerning, ligatures, joined Arabic letters), fontconfig
// picks a font per character (Inter, then CJK, emoji, Arabic, Hebrew faces), fribidi orders right-to-left
// runs, and pangocairo draws the laid-out lines on cairo surfaces (colour emoji included).
#ifndef SEGUE_CPANGO_SHIM_H
#define SEGUE_CPANGO_SHIM_H
#include <pango/pangocairo.h>
#include <pango/pangofc-font.h>
#include <pango/pangofc-fontmap.h>
#endif

// Times three ways of drawing a text layer's content into its own ARGB picture, the way Segue's
// compositor makes each text content once: (a) pangocairo on an image surface in memory, then the
// pixels put into the picture's pixmap; (b) pangocairo on cairo's XRender surface over the pixmap;
// (c) pangoxft onto the pixmap. Then checks that each keeps colour emoji in colour.
// Built and run by scripts/bench-text-drawing.
#include <pango/pangocairo.h>
#include <pango/pangoxft.h>
#include <cairo-xlib.h>
#include <cairo-xlib-xrender.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/Xrender.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

static PangoLayout *make_layout(PangoContext *ctx, const char *text, int width) {
    PangoLayout *l = pango_layout_new(ctx);
    pango_layout_set_text(l, text, -1);
    PangoFontDescription *d = pango_font_description_from_string("Inter");
    pango_font_description_set_absolute_size(d, 17 * PANGO_SCALE);
    pango_layout_set_font_description(l, d);
    pango_font_description_free(d);
    if (width > 0) {
        pango_layout_set_width(l, width * PANGO_SCALE);
        pango_layout_set_wrap(l, PANGO_WRAP_WORD_CHAR);
    }
    return l;
}

struct target { Display *dpy; Window root; Screen *screen; XRenderPictFormat *argb; int w, h; };

/* (a) image surface, then XPutImage. */
static void draw_uploaded(struct target *t, Pixmap pm, PangoLayout *l) {
    cairo_surface_t *img = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, t->w, t->h);
    cairo_t *cr = cairo_create(img);
    pango_cairo_show_layout(cr, l);
    cairo_destroy(cr);
    cairo_surface_flush(img);
    XImage image;
    memset(&image, 0, sizeof image);
    image.width = t->w; image.height = t->h; image.format = ZPixmap;
    image.data = (char *)cairo_image_surface_get_data(img);
    image.byte_order = LSBFirst; image.bitmap_unit = 32; image.bitmap_bit_order = LSBFirst; image.bitmap_pad = 32;
    image.depth = 32; image.bytes_per_line = cairo_image_surface_get_stride(img); image.bits_per_pixel = 32;
    XInitImage(&image);
    GC gc = XCreateGC(t->dpy, pm, 0, NULL);
    XPutImage(t->dpy, pm, gc, &image, 0, 0, 0, 0, t->w, t->h);
    XFreeGC(t->dpy, gc);
    cairo_surface_destroy(img);
}

/* (b) cairo's XRender surface on the pixmap. */
static void draw_xrender(struct target *t, Pixmap pm, PangoLayout *l) {
    cairo_surface_t *xs = cairo_xlib_surface_create_with_xrender_format(t->dpy, pm, t->screen, t->argb, t->w, t->h);
    cairo_t *cr = cairo_create(xs);
    pango_cairo_show_layout(cr, l);
    cairo_destroy(cr);
    cairo_surface_flush(xs);
    cairo_surface_destroy(xs);
}

/* (c) pangoxft. */
static void draw_xft(struct target *t, Pixmap pm, PangoLayout *l) {
    XftDraw *draw = XftDrawCreateAlpha(t->dpy, pm, 32);
    XftColor black = { 0, { 0, 0, 0, 0xffff } };
    pango_xft_render_layout(draw, &black, l, 0, 0);
    XftDrawDestroy(draw);
}

typedef void (*drawer)(struct target *, Pixmap, PangoLayout *);

/* Microseconds per content: a cleared ARGB pixmap and picture made, drawn, freed; synced at the end. */
static double time_method(struct target *t, drawer draw, PangoLayout *l, int n) {
    double best = 1e9;
    for (int round = 0; round < 3; round++) {
        double s = now();
        for (int i = 0; i < n; i++) {
            Pixmap pm = XCreatePixmap(t->dpy, t->root, t->w, t->h, 32);
            Picture pic = XRenderCreatePicture(t->dpy, pm, t->argb, 0, NULL);
            XRenderColor clear = { 0, 0, 0, 0 };
            XRenderFillRectangle(t->dpy, PictOpSrc, pic, &clear, 0, 0, t->w, t->h);
            draw(t, pm, l);
            XRenderFreePicture(t->dpy, pic);
            XFreePixmap(t->dpy, pm);
        }
        XSync(t->dpy, False);
        double per = (now() - s) / n * 1e6;
        if (per < best) best = per;
    }
    return best;
}

/* Pixels with alpha, and strongly coloured pixels, after drawing `l` with `draw`. */
static void count_colour(struct target *t, drawer draw, PangoLayout *l, int *inked, int *coloured) {
    Pixmap pm = XCreatePixmap(t->dpy, t->root, t->w, t->h, 32);
    Picture pic = XRenderCreatePicture(t->dpy, pm, t->argb, 0, NULL);
    XRenderColor clear = { 0, 0, 0, 0 };
    XRenderFillRectangle(t->dpy, PictOpSrc, pic, &clear, 0, 0, t->w, t->h);
    draw(t, pm, l);
    XImage *back = XGetImage(t->dpy, pm, 0, 0, t->w, t->h, AllPlanes, ZPixmap);
    *inked = *coloured = 0;
    for (int y = 0; y < t->h; y++) {
        for (int x = 0; x < t->w; x++) {
            unsigned long p = XGetPixel(back, x, y);
            int a = p >> 24, r = (p >> 16) & 255, g = (p >> 8) & 255, b = p & 255;
            int hi = r > g ? (r > b ? r : b) : (g > b ? g : b), lo = r < g ? (r < b ? r : b) : (g < b ? g : b);
            if (a > 0) (*inked)++;
            if (a > 128 && hi - lo > 60) (*coloured)++;
        }
    }
    XDestroyImage(back);
    XRenderFreePicture(t->dpy, pic);
    XFreePixmap(t->dpy, pm);
}

int main(int argc, char **argv) {
    Display *dpy = XOpenDisplay(NULL);
    if (!dpy) { fprintf(stderr, "bench-text-drawing: cannot open the X display; set DISPLAY\n"); return 2; }
    int n = argc > 1 ? atoi(argv[1]) : 500;
    struct target t = { dpy, DefaultRootWindow(dpy), DefaultScreenOfDisplay(dpy),
                        XRenderFindStandardFormat(dpy, PictStandardARGB32), 0, 0 };
    PangoFontMap *cmap = pango_cairo_font_map_new();
    PangoContext *cctx = pango_font_map_create_context(cmap);
    cairo_font_options_t *o = cairo_font_options_create();
    cairo_font_options_set_antialias(o, CAIRO_ANTIALIAS_GRAY);
    cairo_font_options_set_hint_style(o, CAIRO_HINT_STYLE_SLIGHT);
    cairo_font_options_set_hint_metrics(o, CAIRO_HINT_METRICS_ON);
    pango_cairo_context_set_font_options(cctx, o);
    cairo_font_options_destroy(o);
    PangoContext *xctx = pango_font_map_create_context(pango_xft_get_font_map(dpy, DefaultScreen(dpy)));

    struct { const char *name, *text; int width, w, h; } cases[] = {
        { "button title, 120x30", "Settings", 0, 120, 30 },
        { "one-line label, 320x30", "The quick brown fox jumps over 👋 你好", 0, 320, 30 },
        { "paragraph, 300x200", "Segue draws every label with Pango: HarfBuzz shapes the runs, fontconfig "
          "falls back per character, and the layout measured is the layout drawn. Кириллица, 中文, "
          "日本語, 한국어, مرحبا, שלום, and emoji 🎉 all share one paragraph here.", 300, 300, 200 },
    };
    printf("%-26s %14s %14s %14s   (microseconds per content, best of 3 x %d)\n", "content", "image+upload", "cairo-xrender", "pangoxft", n);
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        t.w = cases[c].w; t.h = cases[c].h;
        PangoLayout *cl = make_layout(cctx, cases[c].text, cases[c].width);
        PangoLayout *xl = make_layout(xctx, cases[c].text, cases[c].width);
        double a = time_method(&t, draw_uploaded, cl, n);
        double b = time_method(&t, draw_xrender, cl, n);
        double x = time_method(&t, draw_xft, xl, n);
        printf("%-26s %14.1f %14.1f %14.1f\n", cases[c].name, a, b, x);
        g_object_unref(cl);
        g_object_unref(xl);
    }
    t.w = 200; t.h = 40;
    PangoLayout *cl = make_layout(cctx, "👋🎉 Ab", 0), *xl = make_layout(xctx, "👋🎉 Ab", 0);
    drawer drawers[3] = { draw_uploaded, draw_xrender, draw_xft };
    const char *names[3] = { "image+upload", "cairo-xrender", "pangoxft" };
    for (int m = 0; m < 3; m++) {
        int inked, coloured;
        count_colour(&t, drawers[m], m == 2 ? xl : cl, &inked, &coloured);
        printf("colour emoji, %-14s inked %d px, coloured %d px\n", names[m], inked, coloured);
    }
    return 0;
}

/*
 * The floor for scripts/bench-peers: the panel scene's slide drawn by a bare Xlib + XRender loop,
 * with nothing of a toolkit around it. Each frame fills the background and the content, composites
 * the dim, composites the panel and copies a back buffer to the window, paced to 60 Hz on the
 * monotonic clock; nothing is drawn while the panel holds still.
 *
 *   xrender_panel SECONDS [--segue-pattern]
 *
 * Default: the panel is rendered once at start-up (white, top corners rounded through an A8 mask)
 * and composited at a whole-pixel y — the cheapest way to draw this scene.
 * --segue-pattern: the panel is drawn every frame the way a compositor without a cached panel does:
 * a solid through the rounded-corner mask, with a fractional bilinear picture transform.
 *
 * Prints `frames=N animated_seconds=A seconds=T` on standard output.
 */
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <X11/extensions/Xrender.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* UIKit's easeOut: cubic Bézier (0,0) (0.58,1) (1,1), solved for x by bisection. */
static double ease_out(double t) {
    double lo = 0, hi = 1, s = t;
    for (int i = 0; i < 40; i++) {
        s = (lo + hi) / 2;
        double x = 3 * (1 - s) * s * s * 0.58 + s * s * s;
        if (x < t) lo = s; else hi = s;
    }
    return 3 * (1 - s) * s * s + s * s * s;
}

/* Where the cycle is: the panel's progress 0…1 (0 hidden, 1 presented), and whether it moves.
 * 0–0.3 s slides up, 0.3–0.4 holds, 0.4–0.7 slides down, 0.7–0.8 holds. */
static double progress(double t, int *moving) {
    double c = fmod(t, 0.8);
    *moving = (c < 0.3) || (c >= 0.4 && c < 0.7);
    if (c < 0.3) return ease_out(c / 0.3);
    if (c < 0.4) return 1;
    if (c < 0.7) return 1 - ease_out((c - 0.4) / 0.3);
    return 0;
}

/* Seconds of the first T spent sliding (the cycle's moving phases). */
static double moving_seconds(double T) {
    double cycles = floor(T / 0.8), c = T - cycles * 0.8;
    double partial = fmin(c, 0.3) + fmax(0, fmin(c, 0.7) - 0.4);
    return cycles * 0.6 + partial;
}

static XRenderColor rgba(double r, double g, double b, double a) {
    XRenderColor c = { (unsigned short)(r * a * 0xffff), (unsigned short)(g * a * 0xffff),
                       (unsigned short)(b * a * 0xffff), (unsigned short)(a * 0xffff) };
    return c;
}

/* An A8 picture of w×h: opaque except the two top corners, rounded with radius r (antialiased). */
static Picture rounded_top_mask(Display *d, Window root, int w, int h, int r) {
    Pixmap pm = XCreatePixmap(d, root, w, h, 8);
    XRenderPictFormat *a8 = XRenderFindStandardFormat(d, PictStandardA8);
    Picture p = XRenderCreatePicture(d, pm, a8, 0, NULL);
    XFreePixmap(d, pm);
    char *bytes = malloc((size_t)w * h);
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            double cover = 1;
            double cx = x < r ? r : (x >= w - r ? w - r : -1);
            if (cx >= 0 && y < r) {
                /* 4×4 samples of the pixel against the corner's circle. */
                int inside = 0;
                for (int sy = 0; sy < 4; sy++)
                    for (int sx = 0; sx < 4; sx++) {
                        double px = x + (sx + 0.5) / 4, py = y + (sy + 0.5) / 4;
                        double dx = px - cx, dy = py - r;
                        if (dx * dx + dy * dy <= (double)r * r) inside++;
                    }
                cover = inside / 16.0;
            }
            bytes[y * w + x] = (char)(unsigned char)(cover * 255 + 0.5);
        }
    }
    XImage *img = XCreateImage(d, DefaultVisual(d, DefaultScreen(d)), 8, ZPixmap, 0, bytes, w, h, 8, w);
    Pixmap upload = XCreatePixmap(d, root, w, h, 8);
    GC gc = XCreateGC(d, upload, 0, NULL);
    XPutImage(d, upload, gc, img, 0, 0, 0, 0, w, h);
    Picture src = XRenderCreatePicture(d, upload, a8, 0, NULL);
    XRenderComposite(d, PictOpSrc, src, None, p, 0, 0, 0, 0, 0, 0, w, h);
    XRenderFreePicture(d, src);
    XFreeGC(d, gc);
    XFreePixmap(d, upload);
    XDestroyImage(img); /* frees bytes */
    return p;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: xrender_panel SECONDS [--segue-pattern]\n");
        return 2;
    }
    double seconds = atof(argv[1]);
    int segue_pattern = argc > 2 && strcmp(argv[2], "--segue-pattern") == 0;
    Display *d = XOpenDisplay(NULL);
    if (!d) {
        fprintf(stderr, "xrender_panel: cannot open the display (DISPLAY=%s)\n", getenv("DISPLAY"));
        return 2;
    }
    int screen = DefaultScreen(d);
    Window root = RootWindow(d, screen);
    int W = DisplayWidth(d, screen), H = DisplayHeight(d, screen);
    XSetWindowAttributes attributes = { 0 };
    attributes.background_pixmap = None;
    attributes.event_mask = StructureNotifyMask;
    Window win = XCreateWindow(d, root, 0, 0, W, H, 0, DefaultDepth(d, screen), InputOutput,
                               DefaultVisual(d, screen), CWBackPixmap | CWEventMask, &attributes);
    XStoreName(d, win, "bench-peers: bare XRender");
    XMapWindow(d, win);
    XEvent e;
    do XNextEvent(d, &e); while (e.type != MapNotify);

    XRenderPictFormat *wf = XRenderFindVisualFormat(d, DefaultVisual(d, screen));
    XRenderPictFormat *argb = XRenderFindStandardFormat(d, PictStandardARGB32);
    Pixmap back_pm = XCreatePixmap(d, win, W, H, DefaultDepth(d, screen));
    Picture back = XRenderCreatePicture(d, back_pm, wf, 0, NULL);
    XGCValues gv;
    gv.graphics_exposures = False;
    GC gc = XCreateGC(d, win, GCGraphicsExposures, &gv);

    int panel_h = H / 2, radius = 16;
    Picture mask = rounded_top_mask(d, root, W, panel_h, radius);
    /* The panel, rendered once: white through the mask, with two grey lines of "text". */
    Pixmap panel_pm = XCreatePixmap(d, root, W, panel_h, 32);
    Picture panel = XRenderCreatePicture(d, panel_pm, argb, 0, NULL);
    XFreePixmap(d, panel_pm);
    XRenderColor clear = rgba(0, 0, 0, 0), white = rgba(1, 1, 1, 1);
    XRenderFillRectangle(d, PictOpSrc, panel, &clear, 0, 0, W, panel_h);
    Picture white_src = XRenderCreateSolidFill(d, &white);
    XRenderComposite(d, PictOpOver, white_src, mask, panel, 0, 0, 0, 0, 0, 0, W, panel_h);
    XRenderColor line = rgba(0.55, 0.55, 0.58, 1);
    XRenderFillRectangle(d, PictOpOver, panel, &line, 24, 28, W / 3, 14);
    XRenderFillRectangle(d, PictOpOver, panel, &line, 24, 56, W / 2, 14);
    Pixmap surface_pm = XCreatePixmap(d, root, W, panel_h + 2, 32);
    Picture surface = XRenderCreatePicture(d, surface_pm, argb, 0, NULL);
    XFreePixmap(d, surface_pm);

    XRenderColor background = rgba(0.949, 0.949, 0.969, 1), tile = rgba(0.78, 0.78, 0.8, 1);
    const double interval = 1.0 / 60;
    double start = now(), due = start;
    long frames = 0;
    while (now() - start < seconds) {
        double t = now() - start;
        int moving;
        double p = progress(t, &moving);
        if (moving) {
            double y = H - p * panel_h;
            XRenderFillRectangle(d, PictOpSrc, back, &background, 0, 0, W, H);
            for (int i = 0; i < 6; i++) XRenderFillRectangle(d, PictOpOver, back, &tile, 24, 80 + i * 70, W - 48, 50);
            XRenderColor dim = rgba(0, 0, 0, 0.3 * p);
            XRenderFillRectangle(d, PictOpOver, back, &dim, 0, 0, W, H);
            if (!segue_pattern) {
                int iy = (int)lround(y);
                XRenderComposite(d, PictOpOver, panel, None, back, 0, 0, 0, 0, 0, iy, W, H - iy);
            } else {
                /* A fractional translation as a bilinear picture transform on the mask, through an
                 * offscreen surface, as a compositor drawing the rounded panel every frame does. */
                double fy = y - floor(y);
                XTransform m = { { { XDoubleToFixed(1), 0, 0 },
                                   { 0, XDoubleToFixed(1), XDoubleToFixed(-fy) },
                                   { 0, 0, XDoubleToFixed(1) } } };
                XRenderFillRectangle(d, PictOpSrc, surface, &clear, 0, 0, W, panel_h + 2);
                XRenderSetPictureTransform(d, mask, &m);
                XRenderSetPictureFilter(d, mask, "bilinear", NULL, 0);
                XRenderComposite(d, PictOpOver, white_src, mask, surface, 0, 0, 0, 0, 0, 0, W, panel_h + 1);
                XTransform identity = { { { XDoubleToFixed(1), 0, 0 }, { 0, XDoubleToFixed(1), 0 }, { 0, 0, XDoubleToFixed(1) } } };
                XRenderSetPictureTransform(d, mask, &identity);
                XRenderSetPictureFilter(d, mask, "nearest", NULL, 0);
                XRenderFillRectangle(d, PictOpOver, surface, &line, 24, 28, W / 3, 14);
                XRenderFillRectangle(d, PictOpOver, surface, &line, 24, 56, W / 2, 14);
                int iy = (int)floor(y);
                XRenderComposite(d, PictOpOver, surface, None, back, 0, 0, 0, 0, 0, iy, W, H - iy);
            }
            XCopyArea(d, back_pm, win, gc, 0, 0, W, H, 0, 0);
            XFlush(d);
            frames++;
        }
        /* Next refresh on the grid; while holding, the same grid keeps time without drawing. */
        due += interval;
        double wait = due - now();
        if (wait > 0) {
            struct timespec ts = { (time_t)due, (long)((due - floor(due)) * 1e9) };
            clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, NULL);
        } else if (wait < -interval) {
            due = now();
        }
    }
    XSync(d, False);
    double total = now() - start;
    printf("frames=%ld animated_seconds=%.3f seconds=%.3f\n", frames, moving_seconds(total), total);
    XCloseDisplay(d);
    return 0;
}

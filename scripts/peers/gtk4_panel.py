"""The GTK 4 peer of scripts/bench-peers: the panel scene's slide in a GTK 4 window.

A light background with grey rows, a 30 % black dim that follows the panel, and a white panel of half
the window's height with its top corners rounded 16 px, sliding up and back down on the same 0.8 s
cycle as the other peers (0-0.3 s up with UIKit's easeOut, hold, 0.4-0.7 s down, hold). GTK's frame
clock paces the drawing through a tick callback; during the holds the callback asks for no redraw,
so GTK draws nothing then, as Segue and the bare XRender loop do.

Run with Debian's python3 and GDK_BACKEND=x11 GSK_RENDERER=cairo (no GL under Xvfb):

    gtk4_panel.py SECONDS WIDTH HEIGHT

Prints `frames=N animated_seconds=A seconds=T` on standard output.
"""
import math
import sys
import time

import gi

gi.require_version("Gtk", "4.0")
from gi.repository import Gio, GLib, Gtk  # noqa: E402


def ease_out(t):
    """UIKit's easeOut, the cubic Bezier (0,0) (0.58,1) (1,1), solved for x by bisection."""
    lo, hi, s = 0.0, 1.0, t
    for _ in range(40):
        s = (lo + hi) / 2
        x = 3 * (1 - s) * s * s * 0.58 + s * s * s
        if x < t:
            lo = s
        else:
            hi = s
    return 3 * (1 - s) * s * s + s * s * s


def progress(t):
    """The panel's progress (0 hidden, 1 presented) and whether it moves, at t seconds."""
    c = math.fmod(t, 0.8)
    if c < 0.3:
        return ease_out(c / 0.3), True
    if c < 0.4:
        return 1.0, False
    if c < 0.7:
        return 1.0 - ease_out((c - 0.4) / 0.3), True
    return 0.0, False


def moving_seconds(total):
    """Seconds of the first `total` spent sliding."""
    cycles = math.floor(total / 0.8)
    c = total - cycles * 0.8
    return cycles * 0.6 + min(c, 0.3) + max(0.0, min(c, 0.7) - 0.4)


class PanelScene(Gtk.DrawingArea):
    def __init__(self, width, height):
        super().__init__()
        self.set_content_width(width)
        self.set_content_height(height)
        self.set_draw_func(self.draw)
        self.start = None
        self.t = 0.0
        self.frames = 0
        self.add_tick_callback(self.tick)

    def tick(self, widget, clock):
        now = clock.get_frame_time() / 1e6
        if self.start is None:
            self.start = now
        self.t = now - self.start
        _, moving = progress(self.t)
        if moving:
            self.queue_draw()
        return GLib.SOURCE_CONTINUE

    def draw(self, area, cr, width, height):
        if self.start is None:
            return
        p, _ = progress(self.t)
        self.frames += 1
        cr.set_source_rgb(0.949, 0.949, 0.969)
        cr.paint()
        cr.set_source_rgb(0.78, 0.78, 0.8)
        for i in range(6):
            cr.rectangle(24, 80 + i * 70, width - 48, 50)
        cr.fill()
        cr.set_source_rgba(0, 0, 0, 0.3 * p)
        cr.paint()
        panel_h = height / 2
        y = height - p * panel_h
        r = 16
        cr.new_path()
        cr.move_to(0, y + r)
        cr.arc(r, y + r, r, math.pi, 1.5 * math.pi)
        cr.arc(width - r, y + r, r, 1.5 * math.pi, 2 * math.pi)
        cr.line_to(width, height)
        cr.line_to(0, height)
        cr.close_path()
        cr.set_source_rgb(1, 1, 1)
        cr.fill()
        cr.set_source_rgb(0.55, 0.55, 0.58)
        cr.rectangle(24, y + 28, width / 3, 14)
        cr.rectangle(24, y + 56, width / 2, 14)
        cr.fill()


def main():
    seconds, width, height = float(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    # NON_UNIQUE: no D-Bus registration (a bare Xvfb has no session bus).
    app = Gtk.Application(application_id="org.segue.BenchPeerGtk", flags=Gio.ApplicationFlags.NON_UNIQUE)
    result = {}

    def activate(application):
        window = Gtk.ApplicationWindow(application=application, title="bench-peers: GTK 4")
        window.set_default_size(width, height)
        window.set_decorated(False)
        scene = PanelScene(width, height)
        window.set_child(scene)
        window.present()
        began = time.monotonic()

        def finish():
            total = time.monotonic() - began
            result["line"] = "frames=%d animated_seconds=%.3f seconds=%.3f" % (
                scene.frames, moving_seconds(total), total)
            application.quit()
            return GLib.SOURCE_REMOVE

        GLib.timeout_add(int(seconds * 1000), finish)

    app.connect("activate", activate)
    app.run([])
    print(result.get("line", "frames=0 animated_seconds=0 seconds=0"))


if __name__ == "__main__":
    main()

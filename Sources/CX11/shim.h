// Xlib, XRender, MIT-SHM, XTest and XRandR headers, gathered for Swift (spawn.h beside it starts helper programs).
#ifndef SEGUE_CX11_SHIM_H
#define SEGUE_CX11_SHIM_H
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
#include <X11/extensions/Xrender.h>
#include <X11/extensions/XShm.h>
#include <X11/extensions/XTest.h>
#include <X11/extensions/Xrandr.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <poll.h>
#include <sys/select.h>

/// Waits until `fd`, `other_fd` or `third_fd` is readable or `timeout_ns` nanoseconds passed
/// (negative: no limit; a descriptor < 0 is not watched). poll() takes whole milliseconds, which would
/// wake the frame loop up to 1 ms off the refresh it paces to. `other_fd` is how a caught signal ends
/// an idle wait (the signal handler writes to a pipe; see X11Platform's `Interruption`); `third_fd`
/// is how main-actor work queued from elsewhere ends it (UIKit's `MainQueueWork`).
/// Returns what pselect returns: > 0 readable, 0 timed out, -1 interrupted or failed.
static inline int segue_wait_readable(int fd, int other_fd, int third_fd, long long timeout_ns) {
    fd_set set;
    FD_ZERO(&set);
    FD_SET(fd, &set);
    if (other_fd >= 0) FD_SET(other_fd, &set);
    if (third_fd >= 0) FD_SET(third_fd, &set);
    struct timespec ts;
    ts.tv_sec = (time_t)(timeout_ns / 1000000000LL);
    ts.tv_nsec = (long)(timeout_ns % 1000000000LL);
    int highest = other_fd > fd ? other_fd : fd;
    if (third_fd > highest) highest = third_fd;
    return pselect(highest + 1, &set, NULL, NULL, timeout_ns < 0 ? NULL : &ts, NULL);
}
#endif

// Starting a helper program (Xvfb, ffmpeg) that cannot outlive Segue: fork, set up, exec.
#ifndef SEGUE_CX11_SPAWN_H
#define SEGUE_CX11_SPAWN_H
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

/// Starts `path` with `argv` and `envp` in a child process and returns its pid, or -1 with `*error`
/// set to the errno of what failed (the child's setup or `execve` included: it is reported back
/// through a close-on-exec pipe, so a missing program fails here and not later).
///
/// Why not posix_spawn: only a step between fork and exec can ask Linux to signal the child when
/// its parent dies (`PR_SET_PDEATHSIG`), and that is what keeps a private X server or an encoder from
/// running on, orphaned, after Segue crashed or was killed. The parent may have died before the
/// child asked, so the child checks `getppid()` afterwards and gives up if it was adopted.
///
/// In the child, before exec: a process group of its own (Ctrl-C in the terminal reaches only
/// Segue, which stops its helpers in order); SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGQUIT and SIGALRM
/// back to their defaults and no signal blocked (Segue ignores SIGPIPE and catches the others; the
/// helper must not inherit that); standard input from `stdin_fd` (-1: /dev/null); standard output
/// and error appended to `output_path` (NULL: /dev/null); `death_signal` sent when the parent dies.
///
/// Contract: the parent is the calling *thread* for the death signal (Linux sends it when that
/// thread ends), so call this from a thread that lives as long as the process. Between fork and
/// exec the child calls only async-signal-safe functions: `argv` and `envp` must be ready before.
/// The caller reaps the child (`waitpid`).
static inline pid_t segue_spawn(const char *path, char *const argv[], char *const envp[], int stdin_fd,
                                const char *output_path, int death_signal, int *error) {
    int report[2];
    if (pipe2(report, O_CLOEXEC) != 0) {
        *error = errno;
        return -1;
    }
    pid_t parent = getpid();
    pid_t child = fork();
    if (child < 0) {
        *error = errno;
        close(report[0]);
        close(report[1]);
        return -1;
    }
    if (child == 0) {
        close(report[0]);
        int failed = 0;
        setpgid(0, 0);
        struct sigaction standard;
        memset(&standard, 0, sizeof standard);
        standard.sa_handler = SIG_DFL;
        sigemptyset(&standard.sa_mask);
        const int reset[] = { SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGQUIT, SIGALRM };
        for (unsigned i = 0; i < sizeof reset / sizeof reset[0]; i++) sigaction(reset[i], &standard, NULL);
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);
        if (prctl(PR_SET_PDEATHSIG, death_signal) != 0) failed = errno;
        if (!failed && getppid() != parent) _exit(127);   /* Segue died before the signal was armed. */
        if (!failed) {
            int input = stdin_fd >= 0 ? stdin_fd : open("/dev/null", O_RDONLY);
            if (input < 0) failed = errno;
            else if (input == 0) fcntl(0, F_SETFD, 0);   /* dup2 onto itself would keep close-on-exec. */
            else if (dup2(input, 0) < 0) failed = errno;
            if (stdin_fd < 0 && input > 0) close(input);
        }
        if (!failed) {
            int output = open(output_path ? output_path : "/dev/null", O_WRONLY | O_CREAT | O_APPEND, 0644);
            if (output < 0 || dup2(output, 1) < 0 || dup2(output, 2) < 0) failed = errno;
            if (output > 2) close(output);
        }
        if (!failed) {
            execve(path, argv, envp);
            failed = errno;
        }
        while (write(report[1], &failed, sizeof failed) < 0 && errno == EINTR) {}
        _exit(127);
    }
    close(report[1]);
    int reported = 0;
    ssize_t n;
    do {
        n = read(report[0], &reported, sizeof reported);
    } while (n < 0 && errno == EINTR);
    close(report[0]);
    if (n == (ssize_t)sizeof reported) {
        while (waitpid(child, NULL, 0) < 0 && errno == EINTR) {}
        *error = reported;
        return -1;
    }
    return child;
}
#endif

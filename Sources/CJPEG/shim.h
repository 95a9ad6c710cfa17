// libjpeg(-turbo) for Swift: one call that compresses a frame to JPEG bytes in memory, with
// libjpeg's fatal errors turned into a return value.
#ifndef SEGUE_CJPEG_SHIM_H
#define SEGUE_CJPEG_SHIM_H
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

/// libjpeg's error manager with a way out: libjpeg reports a fatal error by calling `error_exit`,
/// which by default prints and calls `exit()`. Swift cannot `setjmp`, so the jump lives here.
struct segue_jpeg_error {
    struct jpeg_error_mgr base;
    jmp_buf escape;
    char message[JMSG_LENGTH_MAX];
};

static void segue_jpeg_error_exit(j_common_ptr info) {
    struct segue_jpeg_error *error = (struct segue_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->escape, 1);
}

/// Warnings (libjpeg's `emit_message`) are not printed: compression from memory has none worth a line.
static void segue_jpeg_quiet(j_common_ptr info, int level) {
    (void)info;
    (void)level;
}

/// Compresses `width`×`height` pixels of four bytes each, B G R X in memory order (a little-endian
/// `0x??RRGGBB`, the fourth byte ignored), rows `stride` bytes apart, as a baseline JPEG of
/// `quality` (1…100) with full-resolution chroma (4:4:4: no colour bleeding at the edges of text
/// and thin lines).
///
/// Returns 0 and sets `*out` to a buffer of `*size` bytes that the caller frees with `free()`; or
/// -1 with libjpeg's message in `message` (at most `capacity` bytes, NUL-terminated) and nothing
/// to free.
static inline int segue_jpeg_encode(const unsigned char *pixels, unsigned int width, unsigned int height,
                                    size_t stride, int quality, unsigned char **out, unsigned long *size,
                                    char *message, size_t capacity) {
    struct jpeg_compress_struct info;
    struct segue_jpeg_error error;
    *out = NULL;
    *size = 0;
    info.err = jpeg_std_error(&error.base);
    error.base.error_exit = segue_jpeg_error_exit;
    error.base.emit_message = segue_jpeg_quiet;
    error.message[0] = 0;
    if (setjmp(error.escape)) {
        jpeg_destroy_compress(&info);
        free(*out);
        *out = NULL;
        *size = 0;
        if (capacity > 0) {
            strncpy(message, error.message, capacity - 1);
            message[capacity - 1] = 0;
        }
        return -1;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, out, size);
    info.image_width = width;
    info.image_height = height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_BGRX;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    for (int c = 0; c < info.num_components; c++) {
        info.comp_info[c].h_samp_factor = 1;
        info.comp_info[c].v_samp_factor = 1;
    }
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)info.next_scanline * stride);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    return 0;
}

#endif

#include "cpng.h"

#include <libdeflate.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

// Fixed so the same pixels always give the same bytes (for a given zlib). The Up filter with
// fast deflate writes a UI frame about twice as fast as Paeth at level 6, and decodes faster,
// for files some 20% larger.
#define CPNG_FILTER PNG_FILTER_UP

static const uint8_t png_signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};

static void copy_message(char *to, size_t to_size, const char *from) {
    if (to == NULL || to_size == 0) return;
    snprintf(to, to_size, "%s", from);
}

static uint32_t read_be32(const uint8_t *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

// MARK: - Reading

struct cpng_reader {
    png_structp png;
    png_infop info;
    const uint8_t *data;
    size_t size;
    size_t offset;
    int ran_out_of_data;
    int decoded;
    int libpng_only;
    png_bytep *rows;
    uint32_t width;
    uint32_t height;
    char message[256];
};

static void reader_error(png_structp png, png_const_charp message) {
    cpng_reader *reader = png_get_error_ptr(png);
    copy_message(reader->message, sizeof reader->message, message);
    png_longjmp(png, 1);
}

static void reader_warning(png_structp png, png_const_charp message) {
    // Warnings (unknown chunks, benign oddities) do not stop a decode.
    (void)png;
    (void)message;
}

static void reader_read(png_structp png, png_bytep out, png_size_t length) {
    cpng_reader *reader = png_get_io_ptr(png);
    if (length > reader->size - reader->offset) {
        reader->ran_out_of_data = 1;
        png_error(png, "the data ends before the PNG is complete");
    }
    memcpy(out, reader->data + reader->offset, length);
    reader->offset += length;
}

// Maps what libpng objected to onto a status a caller can act on.
static cpng_status reader_failure(const cpng_reader *reader) {
    if (reader->ran_out_of_data) return CPNG_TRUNCATED;
    // zlib's Adler-32 often catches a damaged IDAT byte before the chunk's CRC is reached.
    if (strstr(reader->message, "CRC") != NULL || strstr(reader->message, "incorrect data check") != NULL) {
        return CPNG_BAD_CRC;
    }
    if (strstr(reader->message, "memory") != NULL) return CPNG_OUT_OF_MEMORY;
    return CPNG_CORRUPT;
}

// Checks the signature and IHDR's declared size by hand, before libpng allocates anything.
static cpng_status check_header(const uint8_t *data, size_t size, char *message, size_t message_size) {
    if (size == 0) {
        copy_message(message, message_size, "the file is empty");
        return CPNG_EMPTY;
    }
    size_t compared = size < sizeof png_signature ? size : sizeof png_signature;
    if (memcmp(data, png_signature, compared) != 0) {
        copy_message(message, message_size, "the PNG signature is missing");
        return CPNG_NOT_PNG;
    }
    if (size < 8 + 8 + 13 + 4) {
        copy_message(message, message_size, "the data ends inside the PNG header");
        return CPNG_TRUNCATED;
    }
    if (read_be32(data + 8) != 13 || memcmp(data + 12, "IHDR", 4) != 0) {
        copy_message(message, message_size, "the first chunk is not a valid IHDR");
        return CPNG_CORRUPT;
    }
    uint32_t width = read_be32(data + 16);
    uint32_t height = read_be32(data + 20);
    if (width > CPNG_MAX_DIMENSION || height > CPNG_MAX_DIMENSION
        || (uint64_t)width * height > CPNG_MAX_PIXELS) {
        char text[200];
        snprintf(text, sizeof text, "the declared size %ux%u exceeds the limit of %u pixels a side and %u in all",
                 width, height, CPNG_MAX_DIMENSION, CPNG_MAX_PIXELS);
        copy_message(message, message_size, text);
        return CPNG_TOO_LARGE;
    }
    return CPNG_OK;
}

// A chunk's type for messages: its four letters, or '?' for bytes that are not letters.
static void chunk_type_text(const uint8_t *type, char text[5]) {
    for (int i = 0; i < 4; i++) {
        uint8_t c = type[i];
        text[i] = ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')) ? (char)c : '?';
    }
    text[4] = 0;
}

// Walks the chunk list in memory before libpng sees it. libpng zero-fills a buffer of a chunk's
// declared length before reading the chunk (and only warns when that length exceeds
// png_set_chunk_malloc_max), so a 141-byte file declaring a 2 GB tEXt chunk would touch 2 GB.
// Here a chunk longer than the bytes left is truncation, and an ancillary chunk over
// CPNG_MAX_CHUNK_BYTES is refused, before anything is allocated.
static cpng_status check_chunks(const uint8_t *data, size_t size, char *message, size_t message_size) {
    size_t offset = 8;
    while (size - offset >= 8) {
        uint32_t length = read_be32(data + offset);
        char type[5];
        chunk_type_text(data + offset + 4, type);
        char text[200];
        if (length > 0x7fffffffu) {
            snprintf(text, sizeof text, "the %s chunk declares a length of %u, above the PNG limit of 2^31-1", type, length);
            copy_message(message, message_size, text);
            return CPNG_CORRUPT;
        }
        if ((uint64_t)length + 12 > size - offset) {
            snprintf(text, sizeof text, "the %s chunk declares %u bytes but the file has only %zu more",
                     type, length, size - offset - 8);
            copy_message(message, message_size, text);
            return CPNG_TRUNCATED;
        }
        if (memcmp(data + offset + 4, "IDAT", 4) != 0 && length > CPNG_MAX_CHUNK_BYTES) {
            snprintf(text, sizeof text, "the %s chunk declares %u bytes, more than the %u allowed for metadata",
                     type, length, CPNG_MAX_CHUNK_BYTES);
            copy_message(message, message_size, text);
            return CPNG_TOO_LARGE;
        }
        if (memcmp(data + offset + 4, "IEND", 4) == 0) break;
        offset += 12 + (size_t)length;
    }
    return CPNG_OK;  // a missing IEND is left to libpng, which reports where the data ends
}

cpng_status cpng_declared_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height) {
    char message[8];
    cpng_status status = check_header(data, size, message, sizeof message);
    // Too large is still a size: a caller comparing sizes can refuse the file without decoding it.
    if (status != CPNG_OK && status != CPNG_TOO_LARGE) return status;
    *width = read_be32(data + 16);
    *height = read_be32(data + 20);
    return CPNG_OK;
}

cpng_status cpng_reader_open(const uint8_t *data, size_t size, cpng_reader **out,
                             char *message, size_t message_size) {
    *out = NULL;
    cpng_status status = check_header(data, size, message, message_size);
    if (status == CPNG_OK) status = check_chunks(data, size, message, message_size);
    if (status != CPNG_OK) return status;

    cpng_reader *reader = calloc(1, sizeof *reader);
    if (reader == NULL) {
        copy_message(message, message_size, "out of memory");
        return CPNG_OUT_OF_MEMORY;
    }
    reader->data = data;
    reader->size = size;
    reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader, reader_error, reader_warning);
    if (reader->png != NULL) reader->info = png_create_info_struct(reader->png);
    if (reader->png == NULL || reader->info == NULL) {
        cpng_reader_free(reader);
        copy_message(message, message_size, "libpng could not start (out of memory)");
        return CPNG_OUT_OF_MEMORY;
    }

    if (setjmp(png_jmpbuf(reader->png))) {
        status = reader_failure(reader);
        copy_message(message, message_size, reader->message);
        cpng_reader_free(reader);
        return status;
    }
    png_set_read_fn(reader->png, reader, reader_read);
    png_set_user_limits(reader->png, CPNG_MAX_DIMENSION, CPNG_MAX_DIMENSION);
    // check_chunks has bounded every chunk already; these keep libpng's own caches small too.
    png_set_chunk_malloc_max(reader->png, CPNG_MAX_CHUNK_BYTES);
    png_set_chunk_cache_max(reader->png, CPNG_MAX_CACHED_CHUNKS);
    // A bad CRC means the file was damaged; never use (or silently drop) such a chunk.
    png_set_crc_action(reader->png, PNG_CRC_ERROR_QUIT, PNG_CRC_ERROR_QUIT);
#if defined(PNG_IGNORE_ADLER32)
    // Every IDAT chunk's CRC has been checked, so the compressed stream is the one written and
    // zlib's Adler-32 of the inflated pixels proves nothing more; it cost a tenth of a decode.
    png_set_option(reader->png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
    png_read_info(reader->png, reader->info);

    png_byte color_type = png_get_color_type(reader->png, reader->info);
    png_byte bit_depth = png_get_bit_depth(reader->png, reader->info);
    int has_trns = png_get_valid(reader->png, reader->info, PNG_INFO_tRNS) != 0;
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(reader->png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(reader->png);
    if (has_trns) png_set_tRNS_to_alpha(reader->png);
    // Rounds to nearest, (v * 255 + 32895) >> 16, as pngjs (Playwright's decoder) does. Pillow keeps
    // the high byte and ImageMagick 6 truncates v / 257, so they can read a 16-bit file one level lower.
    if (bit_depth == 16) png_set_scale_16(reader->png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(reader->png);
    if ((color_type & PNG_COLOR_MASK_ALPHA) == 0 && !has_trns) png_set_add_alpha(reader->png, 0xff, PNG_FILLER_AFTER);
    png_set_interlace_handling(reader->png);
    png_read_update_info(reader->png, reader->info);

    reader->width = png_get_image_width(reader->png, reader->info);
    reader->height = png_get_image_height(reader->png, reader->info);
    if (png_get_rowbytes(reader->png, reader->info) != (size_t)reader->width * 4) {
        png_error(reader->png, "unsupported pixel layout after conversion to RGBA");
    }
    *out = reader;
    return CPNG_OK;
}

uint32_t cpng_reader_width(const cpng_reader *reader) { return reader->width; }
void cpng_reader_use_libpng_only(cpng_reader *reader) { reader->libpng_only = 1; }
uint32_t cpng_reader_height(const cpng_reader *reader) { return reader->height; }
const char *cpng_reader_message(const cpng_reader *reader) { return reader->message; }

// MARK: Decoding the common case with libdeflate
//
// Nearly every PNG this codec reads is one it wrote: 8-bit RGB or RGBA, not interlaced, its
// image data followed only by IEND. libpng inflates those through zlib a row at a time; here the
// whole zlib stream is inflated at once by libdeflate, some ten times faster, then unfiltered
// and widened to RGBA. Anything else, and any file this path finds fault with, is decoded by
// libpng as before, so every error and every other layout reads exactly as libpng has it.

static uint8_t paeth(uint8_t a, uint8_t b, uint8_t c) {
    int p = (int)a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
}

// Undoes one row's filter (PNG specification, section 9) into `out`, given the row above
// (`prior`, zeros for the first row); returns 0 for a filter type PNG does not define.
static int unfilter_row(uint8_t type, const uint8_t *raw, const uint8_t *prior, uint8_t *out, size_t length, size_t bpp) {
    switch (type) {
    case 0: memcpy(out, raw, length); return 1;
    case 1:
        for (size_t i = 0; i < length; i++) out[i] = (uint8_t)(raw[i] + (i >= bpp ? out[i - bpp] : 0));
        return 1;
    case 2:
        for (size_t i = 0; i < length; i++) out[i] = (uint8_t)(raw[i] + prior[i]);
        return 1;
    case 3:
        for (size_t i = 0; i < length; i++) out[i] = (uint8_t)(raw[i] + (((i >= bpp ? out[i - bpp] : 0) + prior[i]) >> 1));
        return 1;
    case 4:
        for (size_t i = 0; i < length; i++) {
            out[i] = (uint8_t)(raw[i] + (i >= bpp ? paeth(out[i - bpp], prior[i], prior[i - bpp]) : prior[i]));
        }
        return 1;
    default: return 0;
    }
}

// Whether the file's chunks allow the fast path: IHDR says 8-bit RGB or RGBA without interlace,
// no tRNS, the IDAT chunks are consecutive with valid CRCs, and only IEND follows them. Their
// payloads are gathered into `*stream` (malloc'd, the caller frees).
static int gather_image_data(const cpng_reader *reader, uint8_t **stream, size_t *stream_size, size_t *bpp) {
    const uint8_t *data = reader->data;
    uint8_t depth = data[24], color = data[25], interlace = data[28];
    if (depth != 8 || (color != 2 && color != 6) || interlace != 0) return 0;
    *bpp = color == 2 ? 3 : 4;
    size_t total = 0, offset = 8, first = 0;
    int seen_idat = 0;
    // check_chunks has bounded every length by the data, up to IEND.
    while (reader->size - offset >= 12) {
        uint32_t length = read_be32(data + offset);
        const uint8_t *type = data + offset + 4;
        if (memcmp(type, "IEND", 4) == 0) break;
        if (memcmp(type, "tRNS", 4) == 0) return 0;
        if (memcmp(type, "IDAT", 4) == 0) {
            if (!seen_idat) first = offset;
            seen_idat = 1;
            uint32_t crc = libdeflate_crc32(0, type, 4 + (size_t)length);
            if (crc != read_be32(data + offset + 8 + length)) return 0;
            total += length;
        } else if (seen_idat) {
            return 0;  // a chunk after the image data: libpng reads it (text, say)
        }
        offset += 12 + (size_t)length;
    }
    if (!seen_idat || reader->size - offset < 12 || memcmp(data + offset + 4, "IEND", 4) != 0) return 0;
    uint8_t *gathered = malloc(total ? total : 1);
    if (gathered == NULL) return 0;
    size_t filled = 0;
    for (offset = first; memcmp(data + offset + 4, "IDAT", 4) == 0; offset += 12 + (size_t)read_be32(data + offset)) {
        uint32_t length = read_be32(data + offset);
        memcpy(gathered + filled, data + offset + 8, length);
        filled += length;
    }
    *stream = gathered;
    *stream_size = total;
    return 1;
}

// Readies a large buffer about to be written whole (a decoded image): its fresh pages are
// faulted in by one call instead of one fault per 4 KB page as the decoder first writes them,
// which in a new process was a tenth of `harness diff`. Its contents are unchanged.
static void prepare_for_writing(void *buffer, size_t size) {
#if defined(__linux__)
#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif
    // One call faults in every page wholly inside the buffer (Linux 5.14 and later; older
    // kernels refuse the advice, and the pages fault one by one as before). Its first and last
    // pages may hold the allocator's own bookkeeping, so they are left alone.
    const uintptr_t page = 4096, huge = (uintptr_t)2 << 20;
    if (size < ((size_t)1 << 20)) return;
    uintptr_t first = ((uintptr_t)buffer + page - 1) & ~(page - 1), last = ((uintptr_t)buffer + size) & ~(page - 1);
    // Each whole 2 MB block inside the buffer may be backed by one huge page, which the kernel
    // clears and maps in one fault rather than 512 (where transparent huge pages are enabled
    // for regions that ask; elsewhere the advice is ignored). Even faulted in by one call, the
    // pages of the two images `harness diff` decodes in a new process took a fifth of its
    // processor time on a virtual machine.
    uintptr_t huge_first = ((uintptr_t)buffer + huge - 1) & ~(huge - 1), huge_last = ((uintptr_t)buffer + size) & ~(huge - 1);
    if (huge_last > huge_first) (void)madvise((void *)huge_first, huge_last - huge_first, MADV_HUGEPAGE);
    if (last > first) (void)madvise((void *)first, last - first, MADV_POPULATE_WRITE);
#else
    (void)buffer;
    (void)size;
#endif
}

// Sixteen bytes, for moving four pixels at a time with the compiler's portable vector shuffle
// (one byte shuffle on x86-64 and on AArch64 alike).
typedef uint8_t byte_vector __attribute__((vector_size(16)));

// `width` RGB pixels as RGBA, opaque: four at a time, each step reading 16 bytes of which it
// uses 12, then byte by byte for the last pixels, so nothing past the row is read.
static void widen_rgb(const uint8_t *rgb, uint8_t *rgba, size_t width) {
    const byte_vector opaque = {0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
                                0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff};
    size_t x = 0;
    for (; x + 6 <= width; x += 4) {
        byte_vector three;
        memcpy(&three, rgb + 3 * x, 16);
        byte_vector four = __builtin_shufflevector(three, opaque, 0, 1, 2, 16, 3, 4, 5, 16, 6, 7, 8, 16, 9, 10, 11, 16);
        memcpy(rgba + 4 * x, &four, 16);
    }
    for (; x < width; x++) {
        rgba[4 * x] = rgb[3 * x];
        rgba[4 * x + 1] = rgb[3 * x + 1];
        rgba[4 * x + 2] = rgb[3 * x + 2];
        rgba[4 * x + 3] = 0xff;
    }
}

// Decodes into `pixels` (width × height RGBA) and returns 1, or returns 0 having written
// nothing the libpng path will not overwrite.
static int decode_fast(cpng_reader *reader, uint8_t *pixels) {
    uint8_t *stream = NULL;
    size_t stream_size = 0, bpp = 0;
    if (!gather_image_data(reader, &stream, &stream_size, &bpp)) return 0;
    size_t width = reader->width, height = reader->height, line = width * bpp;
    size_t raw_size = height * (line + 1);
    // RGB rows (with their filter byte) are inflated into the end of the RGBA buffer and widened
    // front to back: row y's RGBA ends at 4w(y+1), which never passes the start of row y+1's
    // filtered bytes, h(w-1) + (y+1)(3w+1). RGBA rows are one byte a row too long for that.
    uint8_t *raw = bpp == 3 ? pixels + (width * 4 * height - raw_size) : malloc(raw_size);
    if (bpp == 4 && raw != NULL) prepare_for_writing(raw, raw_size);
    uint8_t *rows = calloc(2, line ? line : 1);
    struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
    int ok = raw != NULL && rows != NULL && inflater != NULL;
    size_t inflated = 0;
    if (ok) ok = libdeflate_zlib_decompress(inflater, stream, stream_size, raw, raw_size, &inflated) == LIBDEFLATE_SUCCESS
                 && inflated == raw_size;
    uint8_t *prior = rows, *current = rows + line;
    for (size_t y = 0; ok && y < height; y++) {
        const uint8_t *filtered = raw + y * (line + 1);
        ok = unfilter_row(filtered[0], filtered + 1, prior, current, line, bpp);
        uint8_t *out = pixels + y * width * 4;
        if (bpp == 4) {
            memcpy(out, current, line);
        } else {
            widen_rgb(current, out, width);
        }
        uint8_t *swap = prior;
        prior = current;
        current = swap;
    }
    if (inflater != NULL) libdeflate_free_decompressor(inflater);
    if (bpp == 4) free(raw);
    free(rows);
    free(stream);
    return ok;
}

cpng_status cpng_reader_decode(cpng_reader *reader, uint8_t *pixels, size_t size) {
    size_t row_bytes = (size_t)reader->width * 4;
    if (reader->decoded || size != row_bytes * reader->height) {
        copy_message(reader->message, sizeof reader->message, "decode called twice or with a wrong buffer size");
        return CPNG_INVALID_ARGUMENT;
    }
    reader->decoded = 1;
    prepare_for_writing(pixels, size);
    if (!reader->libpng_only && decode_fast(reader, pixels)) return CPNG_OK;
    reader->rows = malloc(sizeof(png_bytep) * (reader->height ? reader->height : 1));
    if (reader->rows == NULL) {
        copy_message(reader->message, sizeof reader->message, "out of memory");
        return CPNG_OUT_OF_MEMORY;
    }
    for (uint32_t y = 0; y < reader->height; y++) reader->rows[y] = pixels + row_bytes * y;

    if (setjmp(png_jmpbuf(reader->png))) return reader_failure(reader);
    png_read_image(reader->png, reader->rows);
    png_read_end(reader->png, reader->info);
    return CPNG_OK;
}

int cpng_reader_text_count(cpng_reader *reader) {
    png_textp texts = NULL;
    int count = 0;
    png_get_text(reader->png, reader->info, &texts, &count);
    return count;
}

cpng_text cpng_reader_text(cpng_reader *reader, int index) {
    png_textp texts = NULL;
    int count = 0;
    png_get_text(reader->png, reader->info, &texts, &count);
    cpng_text result = {"", "", 0, 0};
    if (index < 0 || index >= count) return result;
    result.key = texts[index].key;
    result.value = texts[index].text != NULL ? texts[index].text : "";
    result.value_length = strlen(result.value);
    result.utf8 = texts[index].compression >= PNG_ITXT_COMPRESSION_NONE;
    return result;
}

void cpng_reader_free(cpng_reader *reader) {
    if (reader == NULL) return;
    if (reader->png != NULL) png_destroy_read_struct(&reader->png, reader->info ? &reader->info : NULL, NULL);
    free(reader->rows);
    free(reader);
}

// MARK: - Writing

typedef struct {
    uint8_t *bytes;
    size_t size;
    size_t capacity;
    png_bytep *rows;
    png_textp texts;
    char message[256];
} cpng_writer;

static void writer_error(png_structp png, png_const_charp message) {
    cpng_writer *writer = png_get_error_ptr(png);
    copy_message(writer->message, sizeof writer->message, message);
    png_longjmp(png, 1);
}

static void writer_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void writer_write(png_structp png, png_bytep data, png_size_t length) {
    cpng_writer *writer = png_get_io_ptr(png);
    if (length > writer->capacity - writer->size) {
        size_t capacity = writer->capacity ? writer->capacity : 65536;
        while (length > capacity - writer->size) capacity *= 2;
        uint8_t *grown = realloc(writer->bytes, capacity);
        if (grown == NULL) png_error(png, "out of memory");
        writer->bytes = grown;
        writer->capacity = capacity;
    }
    memcpy(writer->bytes + writer->size, data, length);
    writer->size += length;
}

static void writer_flush(png_structp png) { (void)png; }

// No early exit, so the compiler can vectorize the scan of a (usually opaque) frame.
static int is_opaque(const uint8_t *pixels, size_t count) {
    uint8_t alphas = 0xff;
    for (size_t i = 0; i < count; i++) alphas &= pixels[i * 4 + 3];
    return alphas == 0xff;
}

// The image's colours as palette indices into `indices` (one byte a pixel) and `palette`
// (RGB triples, first appearance first); returns the number of colours, or 0 when there are
// more than 256 or a pixel is not opaque.
static int index_colours(const uint8_t *pixels, size_t count, uint8_t *indices, png_color palette[256]) {
    enum { SLOTS = 1024 };  // open addressing, at most a quarter full
    uint32_t keys[SLOTS];
    uint8_t values[SLOTS];
    memset(keys, 0xff, sizeof keys);  // 0xffffffff is no opaque RGB key (those are below 2^24)
    int colours = 0;
    // Runs of one pixel value (most of a diff image) are recognised by whole words; a new value
    // is checked for opacity and looked up.
    uint32_t last_word = 0;
    uint8_t last_index = 0;
    int started = 0;
    for (size_t i = 0; i < count; i++) {
        const uint8_t *p = pixels + 4 * i;
        uint32_t word;
        memcpy(&word, p, 4);
        if (!started || word != last_word) {
            if (p[3] != 0xff) return 0;
            uint32_t key = (uint32_t)p[0] << 16 | (uint32_t)p[1] << 8 | p[2];
            uint32_t slot = (key * 2654435761u) >> 22;
            while (keys[slot] != key && keys[slot] != 0xffffffffu) slot = (slot + 1) & (SLOTS - 1);
            if (keys[slot] != key) {
                if (colours == 256) return 0;
                keys[slot] = key;
                values[slot] = (uint8_t)colours;
                palette[colours] = (png_color){p[0], p[1], p[2]};
                colours++;
            }
            last_word = word;
            last_index = values[slot];
            started = 1;
        }
        indices[i] = last_index;
    }
    return colours;
}

static void put_be32(uint8_t *p, uint32_t value) {
    p[0] = (uint8_t)(value >> 24);
    p[1] = (uint8_t)(value >> 16);
    p[2] = (uint8_t)(value >> 8);
    p[3] = (uint8_t)value;
}

// Appends one chunk (length, type, data, CRC of type and data) at `out`; returns its end.
static uint8_t *put_chunk(uint8_t *out, const char type[4], const uint8_t *data, size_t length) {
    put_be32(out, (uint32_t)length);
    memcpy(out + 4, type, 4);
    if (length > 0) memcpy(out + 8, data, length);
    put_be32(out + 8 + length, (uint32_t)libdeflate_crc32(0, out + 4, 4 + length));
    return out + 12 + length;
}

// A palette image for a person to look at, written without libpng: every row Up-filtered and
// the whole stream deflated at once by libdeflate at its fastest level, several times faster
// than zlib's. Only review images take this path; goldens keep libpng and zlib, whose bytes
// are fixed. Returns 0, with nothing allocated, where libpng should write the image instead.
// Deflates `raw` (filtered rows with their filter bytes) into a palette PNG of `colours` red,
// green, blue triples; frees nothing it did not allocate.
// A zlib stream (RFC 1950) of `in` made of runs: one fixed-Huffman deflate block (RFC 1951,
// 3.2.6) whose matches copy either the byte before (distance 1, a run of one index) or the row
// above (distance `line`, a row the same as the last), whichever goes further; anything else is
// a literal. A diff image is such runs almost everywhere (the Up filter turns every row that
// repeats the one above into zeros), and finding them is one pass: about five times faster than
// libdeflate's fastest level, which searches a hash table at every byte, for a file of much the
// same size. Returns the stream's length; `out` holds at least run_stream_bound(n) bytes.
typedef struct {
    uint8_t *out;
    uint64_t bits;
    int count;
} bit_writer;

static inline void put_bits(bit_writer *w, uint32_t value, int count) {
    w->bits |= (uint64_t)value << w->count;
    w->count += count;
    while (w->count >= 8) {
        *w->out++ = (uint8_t)w->bits;
        w->bits >>= 8;
        w->count -= 8;
    }
}

// `code` (`length` bits, most significant first, as deflate's Huffman codes are defined) in the
// order deflate packs them: the first bit in the lowest position.
static inline uint32_t reversed(uint32_t code, int length) {
    uint32_t result = 0;
    for (int i = 0; i < length; i++) result |= ((code >> i) & 1u) << (length - 1 - i);
    return result;
}

// The fixed literal/length code of `symbol` (0...287), packed, and its length in bits.
static inline void fixed_code(int symbol, uint32_t *code, int *length) {
    if (symbol < 144) { *code = reversed(0x30u + (uint32_t)symbol, 8); *length = 8; }
    else if (symbol < 256) { *code = reversed(0x190u + (uint32_t)(symbol - 144), 9); *length = 9; }
    else if (symbol < 280) { *code = reversed((uint32_t)(symbol - 256), 7); *length = 7; }
    else { *code = reversed(0xC0u + (uint32_t)(symbol - 280), 8); *length = 8; }
}

// Deflate's length (3...258) and distance (1...32768) symbols: the base of each code.
static const uint16_t length_base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                         35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                         3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t distance_base[30] = {1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
                                           257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
                                           8193, 12289, 16385, 24577};
static const uint8_t distance_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
                                           7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};

typedef struct {
    uint32_t literal_code[288];
    uint8_t literal_length[288];
} fixed_table;

static void put_symbol(bit_writer *w, const fixed_table *table, int symbol) {
    put_bits(w, table->literal_code[symbol], table->literal_length[symbol]);
}

// A match of `length` (3...258) at `distance` (1...32768).
static void put_match(bit_writer *w, const fixed_table *table, size_t length, size_t distance) {
    int l = 28;
    while (length_base[l] > length) l--;
    put_symbol(w, table, 257 + l);
    if (length_extra[l] > 0) put_bits(w, (uint32_t)(length - length_base[l]), length_extra[l]);
    int d = 29;
    while (distance_base[d] > distance) d--;
    put_bits(w, reversed((uint32_t)d, 5), 5);
    if (distance_extra[d] > 0) put_bits(w, (uint32_t)(distance - distance_base[d]), distance_extra[d]);
}

// How far `in[i...]` repeats `in[i - distance...]`, up to `limit` bytes.
static inline size_t match_length(const uint8_t *in, size_t i, size_t distance, size_t limit) {
    const uint8_t *a = in + i, *b = in + i - distance;
    size_t n = 0;
    while (n + 8 <= limit) {
        uint64_t x, y;
        memcpy(&x, a + n, 8);
        memcpy(&y, b + n, 8);
        if (x != y) return n + (size_t)(__builtin_ctzll(x ^ y) / 8);
        n += 8;
    }
    while (n < limit && a[n] == b[n]) n++;
    return n;
}

static size_t run_stream_bound(size_t n) { return 2 + n + n / 8 + 16 + 4; }

static size_t deflate_runs(const uint8_t *in, size_t n, size_t line, uint8_t *out) {
    fixed_table table;
    for (int symbol = 0; symbol < 288; symbol++) {
        int length;
        fixed_code(symbol, &table.literal_code[symbol], &length);
        table.literal_length[symbol] = (uint8_t)length;
    }
    out[0] = 0x78;  // deflate, 32 KB window
    out[1] = 0x01;  // fastest compression; 0x7801 is a multiple of 31, as the header must be
    bit_writer w = {out + 2, 0, 0};
    put_bits(&w, 1, 1);  // the final block
    put_bits(&w, 1, 2);  // fixed Huffman codes
    size_t far = line <= 32768 ? line : 0;
    for (size_t i = 0; i < n;) {
        size_t limit = n - i < 258 ? n - i : 258;
        size_t run = i >= 1 && limit >= 3 ? match_length(in, i, 1, limit) : 0;
        size_t row = far > 0 && i >= far && limit >= 3 ? match_length(in, i, far, limit) : 0;
        if (run >= 3 || row >= 3) {
            size_t length = row > run ? row : run;
            put_match(&w, &table, length, row > run ? far : 1);
            i += length;
        } else {
            put_symbol(&w, &table, in[i]);
            i++;
        }
    }
    put_symbol(&w, &table, 256);  // end of block
    if (w.count > 0) put_bits(&w, 0, 8 - w.count);
    uint32_t adler = libdeflate_adler32(1, in, n);
    uint8_t *end = w.out;
    end[0] = (uint8_t)(adler >> 24);
    end[1] = (uint8_t)(adler >> 16);
    end[2] = (uint8_t)(adler >> 8);
    end[3] = (uint8_t)adler;
    return (size_t)(end + 4 - out);
}

static int assemble_palette_png(const uint8_t *raw, size_t raw_size, uint32_t width, uint32_t height,
                                const uint8_t *palette, int colours, int runs, uint8_t **out, size_t *out_size) {
    struct libdeflate_compressor *deflater = runs ? NULL : libdeflate_alloc_compressor(1);
    size_t bound = runs ? run_stream_bound(raw_size) : deflater != NULL ? libdeflate_zlib_compress_bound(deflater, raw_size) : 0;
    // Signature, IHDR, PLTE, IDAT and IEND around the compressed stream.
    uint8_t *png = malloc(8 + 25 + 12 + 3 * (size_t)colours + 12 + bound + 12);
    if ((deflater == NULL && !runs) || bound == 0 || png == NULL) {
        free(png);
        if (deflater != NULL) libdeflate_free_compressor(deflater);
        return 0;
    }
    uint8_t header[13];
    put_be32(header, width);
    put_be32(header + 4, height);
    header[8] = 8;   // bits per index
    header[9] = 3;   // palette
    header[10] = 0;  // deflate
    header[11] = 0;  // adaptive filtering
    header[12] = 0;  // not interlaced
    uint8_t *end = png;
    memcpy(end, png_signature, 8);
    end = put_chunk(end + 8, "IHDR", header, sizeof header);
    end = put_chunk(end, "PLTE", palette, 3 * (size_t)colours);
    // The stream is compressed straight into the IDAT chunk's data, then the chunk is closed.
    size_t compressed = runs ? deflate_runs(raw, raw_size, (size_t)width + 1, end + 8)
                             : libdeflate_zlib_compress(deflater, raw, raw_size, end + 8, bound);
    if (deflater != NULL) libdeflate_free_compressor(deflater);
    if (compressed == 0) {
        free(png);
        return 0;
    }
    put_be32(end, (uint32_t)compressed);
    memcpy(end + 4, "IDAT", 4);
    put_be32(end + 8 + compressed, (uint32_t)libdeflate_crc32(0, end + 4, 4 + compressed));
    end = put_chunk(end + 12 + compressed, "IEND", NULL, 0);
    *out = png;
    *out_size = (size_t)(end - png);
    return 1;
}

static int encode_palette_fast(const uint8_t *indices, uint32_t width, uint32_t height,
                                       const png_color *palette, int colours, uint8_t **out, size_t *out_size) {
    size_t line = (size_t)width + 1, raw_size = line * height;
    uint8_t *raw = malloc(raw_size);
    if (raw == NULL) return 0;
    for (uint32_t y = 0; y < height; y++) {
        uint8_t *row = raw + line * y;
        const uint8_t *current = indices + (size_t)width * y, *above = y > 0 ? current - width : NULL;
        row[0] = 2;  // Up
        for (uint32_t x = 0; x < width; x++) row[1 + x] = (uint8_t)(current[x] - (above != NULL ? above[x] : 0));
    }
    uint8_t colour_bytes[3 * 256];
    for (int i = 0; i < colours; i++) {
        colour_bytes[3 * i] = palette[i].red;
        colour_bytes[3 * i + 1] = palette[i].green;
        colour_bytes[3 * i + 2] = palette[i].blue;
    }
    int written = assemble_palette_png(raw, raw_size, width, height, colour_bytes, colours, 0, out, out_size);
    free(raw);
    return written;
}

int cpng_encode_indexed_rows(uint8_t *rows, uint32_t width, uint32_t height, const uint8_t *palette, int colours,
                             uint8_t **out, size_t *out_size) {
    *out = NULL;
    *out_size = 0;
    if (width == 0 || height == 0 || colours < 1 || colours > 256) return 0;
    size_t line = (size_t)width + 1;
    // Up-filtered from the bottom, so each row is taken from the one above it before that one
    // is filtered in its turn.
    for (uint32_t y = height; y-- > 0;) {
        uint8_t *row = rows + line * y;
        row[0] = 2;  // Up
        if (y == 0) break;
        const uint8_t *above = row - line;
        for (uint32_t x = 1; x <= width; x++) row[x] = (uint8_t)(row[x] - above[x]);
    }
    return assemble_palette_png(rows, line * height, width, height, palette, colours, 1, out, out_size);
}

int cpng_encode_review_palette(const uint8_t *pixels, uint32_t width, uint32_t height, uint8_t **out, size_t *out_size) {
    *out = NULL;
    *out_size = 0;
    if (width == 0 || height == 0) return 0;
    uint8_t *indices = malloc((size_t)width * height);
    if (indices == NULL) return 0;
    png_color palette[256];
    int colours = index_colours(pixels, (size_t)width * height, indices, palette);
    int written = colours > 0 && encode_palette_fast(indices, width, height, palette, colours, out, out_size);
    free(indices);
    return written;
}

cpng_status cpng_encode_rgba(const uint8_t *pixels, uint32_t width, uint32_t height,
                             const cpng_text *texts, int text_count, cpng_encode_options options,
                             uint8_t **out, size_t *out_size,
                             char *message, size_t message_size) {
    *out = NULL;
    *out_size = 0;
    if (options.zlib_level < 0 || options.zlib_level > 9) {
        copy_message(message, message_size, "the zlib level must be between 0 and 9");
        return CPNG_INVALID_ARGUMENT;
    }
    if (width == 0 || height == 0 || text_count < 0) {
        copy_message(message, message_size, "a PNG needs a width and height of at least 1");
        return CPNG_INVALID_ARGUMENT;
    }
    // Everything touched after setjmp lives on the heap, so a longjmp cannot leave it stale.
    cpng_writer *writer = calloc(1, sizeof *writer);
    if (writer == NULL) return CPNG_OUT_OF_MEMORY;
    uint8_t *indices = NULL;
    png_color palette[256];
    int colours = 0;
    if (options.indexed) {
        indices = malloc((size_t)width * height);
        if (indices == NULL) {
            free(writer);
            return CPNG_OUT_OF_MEMORY;
        }
        colours = index_colours(pixels, (size_t)width * height, indices, palette);
    }
    writer->rows = malloc(sizeof(png_bytep) * height);
    writer->texts = calloc(text_count > 0 ? (size_t)text_count : 1, sizeof(png_text));
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, writer, writer_error, writer_warning);
    png_infop info = png != NULL ? png_create_info_struct(png) : NULL;
    cpng_status status = CPNG_OK;
    if (writer->rows == NULL || writer->texts == NULL || png == NULL || info == NULL) {
        copy_message(message, message_size, "out of memory");
        status = CPNG_OUT_OF_MEMORY;
    } else if (setjmp(png_jmpbuf(png))) {
        copy_message(message, message_size, writer->message);
        status = strstr(writer->message, "memory") != NULL ? CPNG_OUT_OF_MEMORY : CPNG_INVALID_ARGUMENT;
    } else {
        png_set_write_fn(png, writer, writer_write, writer_flush);
        png_set_compression_level(png, options.zlib_level);
        png_set_compression_strategy(png, options.runs_only ? Z_RLE : Z_FILTERED);
        png_set_filter(png, PNG_FILTER_TYPE_BASE, options.filters ? options.filters : CPNG_FILTER);
        int opaque = !options.keep_alpha && (colours > 0 || is_opaque(pixels, (size_t)width * height));
        int color_type = colours > 0 ? PNG_COLOR_TYPE_PALETTE : opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGBA;
        png_set_IHDR(png, info, width, height, 8, color_type,
                     PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
        if (colours > 0) png_set_PLTE(png, info, palette, colours);
        for (int i = 0; i < text_count; i++) {
            writer->texts[i].compression = texts[i].utf8 ? PNG_ITXT_COMPRESSION_NONE : PNG_TEXT_COMPRESSION_NONE;
            writer->texts[i].key = (png_charp)texts[i].key;
            writer->texts[i].text = (png_charp)texts[i].value;
            writer->texts[i].text_length = texts[i].value_length;
        }
        if (text_count > 0) png_set_text(png, info, writer->texts, text_count);
        png_write_info(png, info);
        // Opaque images drop the alpha byte of each pixel on the way out.
        if (opaque && colours == 0) png_set_filler(png, 0, PNG_FILLER_AFTER);
        for (uint32_t y = 0; y < height; y++) {
            writer->rows[y] = colours > 0 ? indices + (size_t)width * y : (png_bytep)pixels + (size_t)width * 4 * y;
        }
        png_write_image(png, writer->rows);
        png_write_end(png, NULL);
        *out = writer->bytes;
        *out_size = writer->size;
        writer->bytes = NULL;
    }
    if (png != NULL) png_destroy_write_struct(&png, info != NULL ? &info : NULL);
    free(writer->bytes);
    free(writer->rows);
    free(writer->texts);
    free(writer);
    free(indices);
    return status;
}

void cpng_free(void *buffer) { free(buffer); }

const char *cpng_libpng_version(void) { return png_get_libpng_ver(NULL); }

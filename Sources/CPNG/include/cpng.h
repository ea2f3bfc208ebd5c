#pragma once
// A small, longjmp-safe layer over libpng. Every libpng call runs under setjmp inside
// cpng.c, so a corrupt file comes back as a status code and a message, never a crash.

#include <stddef.h>
#include <stdint.h>

/// Largest width or height accepted on decode, checked against IHDR before anything is allocated.
#define CPNG_MAX_DIMENSION 16384
/// Largest width × height accepted on decode: 2^23 pixels (32 MiB of RGBA; an iPad Pro screen
/// at 2x is 5.6 million), so even `harness diff --out` of two such files stays near 110 MB.
#define CPNG_MAX_PIXELS (1u << 23)
/// Largest ancillary chunk (text, ICC profile…) accepted; a damaged length field then fails
/// the decode instead of allocating gigabytes.
#define CPNG_MAX_CHUNK_BYTES (8u << 20)
/// Most ancillary chunks (text, sPLT, unknown) kept from one file.
#define CPNG_MAX_CACHED_CHUNKS 256

typedef enum {
    CPNG_OK = 0,
    CPNG_EMPTY,          // zero bytes
    CPNG_NOT_PNG,        // the 8-byte signature does not match
    CPNG_TRUNCATED,      // the data ends before IEND
    CPNG_BAD_CRC,        // a chunk's CRC (or the image data's Adler-32) does not match its bytes
    CPNG_TOO_LARGE,      // IHDR declares more than CPNG_MAX_DIMENSION / CPNG_MAX_PIXELS, or a
                         // metadata chunk is longer than CPNG_MAX_CHUNK_BYTES
    CPNG_CORRUPT,        // anything else libpng rejects
    CPNG_OUT_OF_MEMORY,
    CPNG_INVALID_ARGUMENT,
} cpng_status;

/// One tEXt/iTXt entry. `utf8` is 1 for iTXt (UTF-8) and 0 for tEXt (Latin-1).
typedef struct {
    const char *key;
    const char *value;
    size_t value_length;
    int utf8;
} cpng_text;

typedef struct cpng_reader cpng_reader;

/// Parses the signature and every chunk up to the image data. On success `*out` is a reader
/// that must be released with cpng_reader_free; on failure it is NULL and `message`
/// (NUL-terminated, at most message_size bytes) says what libpng objected to.
cpng_status cpng_reader_open(const uint8_t *data, size_t size, cpng_reader **out,
                             char *message, size_t message_size);
uint32_t cpng_reader_width(const cpng_reader *reader);

/// The width and height IHDR declares, read from the first 24 bytes without decoding anything.
/// Returns CPNG_OK, or the status cpng_reader_open would give for a damaged header.
cpng_status cpng_declared_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height);
uint32_t cpng_reader_height(const cpng_reader *reader);

/// Decodes the image as 8-bit straight RGBA into `pixels` (width * height * 4 bytes),
/// then reads the chunks after it. May be called once per reader. 8-bit RGB and RGBA files with
/// nothing after their image data are inflated by libdeflate; the rest, and any file that path
/// finds fault with, by libpng.
cpng_status cpng_reader_decode(cpng_reader *reader, uint8_t *pixels, size_t size);
/// Makes cpng_reader_decode use libpng for every file, so tests can compare the two paths.
void cpng_reader_use_libpng_only(cpng_reader *reader);
/// The message of the last failure on this reader.
const char *cpng_reader_message(const cpng_reader *reader);

/// Text chunks seen so far (before and, after decode, also after the image data).
int cpng_reader_text_count(cpng_reader *reader);
cpng_text cpng_reader_text(cpng_reader *reader, int index);

void cpng_reader_free(cpng_reader *reader);

/// How an image is written: the zlib level (0-9), whether an opaque image keeps its alpha
/// channel (animation frames must all share one colour type), and whether zlib looks only for
/// runs of one byte (Z_RLE): several times faster than any level's matching, for images a
/// person looks at once.
typedef struct {
    int zlib_level;
    int keep_alpha;
    int runs_only;
    /// 0 for the fixed Up filter; otherwise libpng's PNG_FILTER_* mask, for tests that need
    /// files with every filter type.
    int filters;
    /// Writes an opaque image of at most 256 colours as 8-bit indices into a palette (entries in
    /// order of first appearance): a third of the bytes to filter and compress. Meant for diff
    /// images, whose faded greys and few marker colours always fit.
    int indexed;
} cpng_encode_options;

/// Encodes 8-bit straight RGBA. The output is a pure function of the arguments: fixed filter,
/// no timestamps; colour type RGB when every alpha is 255 (unless keep_alpha), else RGBA.
/// On success `*out` / `*out_size` is a malloc'd buffer to release with cpng_free.
cpng_status cpng_encode_rgba(const uint8_t *pixels, uint32_t width, uint32_t height,
                             const cpng_text *texts, int text_count, cpng_encode_options options,
                             uint8_t **out, size_t *out_size,
                             char *message, size_t message_size);

/// Writes an opaque image of at most 256 colours as a palette PNG for a person to look at (a
/// diff): every row Up-filtered, deflated by libdeflate at its fastest level, no text. The
/// bytes may change with libdeflate's version, so goldens never take this path. Returns 1 with
/// `*out` / `*out_size` to release with cpng_free, or 0 with nothing allocated when a pixel is
/// not opaque, there are more than 256 colours or memory runs out. Premultiplied and straight
/// RGBA are the same for opaque pixels, so either may be passed.
int cpng_encode_review_palette(const uint8_t *pixels, uint32_t width, uint32_t height, uint8_t **out, size_t *out_size);

/// Writes palette indices as cpng_encode_review_palette writes its PNG: `rows` holds `height`
/// rows of width + 1 bytes, each row's indices after one spare byte, and is Up-filtered in
/// place (the spare bytes take the filter type), so it no longer holds indices afterwards.
/// `palette` is `colours` (1 to 256) red, green, blue triples. Returns as that function does.
int cpng_encode_indexed_rows(uint8_t *rows, uint32_t width, uint32_t height, const uint8_t *palette, int colours,
                             uint8_t **out, size_t *out_size);

void cpng_free(void *buffer);

/// The libpng version this target was linked against, e.g. "1.6.39".
const char *cpng_libpng_version(void);

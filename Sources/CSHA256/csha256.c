#include "csha256.h"

static const uint32_t round_constants[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

static inline uint32_t rotate(uint32_t x, unsigned n) { return (x >> n) | (x << (32 - n)); }

static void compress_portable(uint32_t state[8], const uint8_t *blocks, size_t count) {
    uint32_t w[64];
    for (size_t block = 0; block < count; block++, blocks += 64) {
        for (int t = 0; t < 16; t++) {
            const uint8_t *p = blocks + 4 * t;
            w[t] = (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
        }
        for (int t = 16; t < 64; t++) {
            uint32_t s0 = rotate(w[t - 15], 7) ^ rotate(w[t - 15], 18) ^ (w[t - 15] >> 3);
            uint32_t s1 = rotate(w[t - 2], 17) ^ rotate(w[t - 2], 19) ^ (w[t - 2] >> 10);
            w[t] = w[t - 16] + s0 + w[t - 7] + s1;
        }
        uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
        uint32_t e = state[4], f = state[5], g = state[6], h = state[7];
        for (int t = 0; t < 64; t++) {
            uint32_t t1 = h + (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) + ((e & f) ^ (~e & g)) + round_constants[t] + w[t];
            uint32_t t2 = (rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
            h = g; g = f; f = e; e = d + t1; d = c; c = b; b = a; a = t1 + t2;
        }
        state[0] += a; state[1] += b; state[2] += c; state[3] += d;
        state[4] += e; state[5] += f; state[6] += g; state[7] += h;
    }
}

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <cpuid.h>
#include <immintrin.h>

// The same compression with the SHA extensions of x86 (Intel since Goldmont and Ice Lake, AMD
// since Zen): two rounds an instruction, several times the portable loop's speed, and, since the
// instructions are the arithmetic, just as fast at a debug build's -O0. This is the sequence
// Intel's SHA extensions paper gives; chosen at run time, so the package builds for any x86.
__attribute__((target("sha,sse4.1,ssse3")))
static void compress_sha_extensions(uint32_t state[8], const uint8_t *blocks, size_t count) {
    const __m128i byte_swap = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
    __m128i tmp = _mm_loadu_si128((const __m128i *)&state[0]);
    __m128i state1 = _mm_loadu_si128((const __m128i *)&state[4]);
    tmp = _mm_shuffle_epi32(tmp, 0xB1);            // CDAB
    state1 = _mm_shuffle_epi32(state1, 0x1B);      // EFGH
    __m128i state0 = _mm_alignr_epi8(tmp, state1, 8);    // ABEF
    state1 = _mm_blend_epi16(state1, tmp, 0xF0);         // CDGH

    for (size_t block = 0; block < count; block++, blocks += 64) {
        const __m128i abef = state0, cdgh = state1;
        __m128i msg, msg0, msg1, msg2, msg3;

        msg0 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(blocks + 0)), byte_swap);
        msg = _mm_add_epi32(msg0, _mm_loadu_si128((const __m128i *)&round_constants[0]));
        state1 = _mm_sha256rnds2_epu32(state1, state0, msg);
        state0 = _mm_sha256rnds2_epu32(state0, state1, _mm_shuffle_epi32(msg, 0x0E));

        msg1 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(blocks + 16)), byte_swap);
        msg = _mm_add_epi32(msg1, _mm_loadu_si128((const __m128i *)&round_constants[4]));
        state1 = _mm_sha256rnds2_epu32(state1, state0, msg);
        state0 = _mm_sha256rnds2_epu32(state0, state1, _mm_shuffle_epi32(msg, 0x0E));
        msg0 = _mm_sha256msg1_epu32(msg0, msg1);

        msg2 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(blocks + 32)), byte_swap);
        msg = _mm_add_epi32(msg2, _mm_loadu_si128((const __m128i *)&round_constants[8]));
        state1 = _mm_sha256rnds2_epu32(state1, state0, msg);
        state0 = _mm_sha256rnds2_epu32(state0, state1, _mm_shuffle_epi32(msg, 0x0E));
        msg1 = _mm_sha256msg1_epu32(msg1, msg2);

        msg3 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(blocks + 48)), byte_swap);
        // Rounds 12 to 59: the schedule advances four words at a time through the four registers.
        __m128i *words[4] = { &msg0, &msg1, &msg2, &msg3 };
        for (int group = 3; group < 15; group++) {
            __m128i *current = words[group % 4], *next = words[(group + 1) % 4], *previous = words[(group + 3) % 4];
            msg = _mm_add_epi32(*current, _mm_loadu_si128((const __m128i *)&round_constants[4 * group]));
            state1 = _mm_sha256rnds2_epu32(state1, state0, msg);
            __m128i carried = _mm_alignr_epi8(*current, *previous, 4);
            *next = _mm_add_epi32(*next, carried);
            *next = _mm_sha256msg2_epu32(*next, *current);
            state0 = _mm_sha256rnds2_epu32(state0, state1, _mm_shuffle_epi32(msg, 0x0E));
            *previous = _mm_sha256msg1_epu32(*previous, *current);
        }
        // Rounds 60 to 63.
        msg = _mm_add_epi32(*words[15 % 4], _mm_loadu_si128((const __m128i *)&round_constants[60]));
        state1 = _mm_sha256rnds2_epu32(state1, state0, msg);
        state0 = _mm_sha256rnds2_epu32(state0, state1, _mm_shuffle_epi32(msg, 0x0E));

        state0 = _mm_add_epi32(state0, abef);
        state1 = _mm_add_epi32(state1, cdgh);
    }

    tmp = _mm_shuffle_epi32(state0, 0x1B);         // FEBA
    state1 = _mm_shuffle_epi32(state1, 0xB1);      // DCHG
    state0 = _mm_blend_epi16(tmp, state1, 0xF0);   // DCBA
    state1 = _mm_alignr_epi8(state1, tmp, 8);      // ABEF
    _mm_storeu_si128((__m128i *)&state[0], state0);
    _mm_storeu_si128((__m128i *)&state[4], state1);
}

static int has_sha_extensions(void) {
    unsigned int eax, ebx, ecx, edx;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return 0;
    int sse41 = (ecx >> 19) & 1, ssse3 = (ecx >> 9) & 1;
    if (__get_cpuid_max(0, 0) < 7) return 0;
    __cpuid_count(7, 0, eax, ebx, ecx, edx);
    return sse41 && ssse3 && ((ebx >> 29) & 1);
}

void csha256_compress(uint32_t state[8], const uint8_t *blocks, size_t count) {
    static int available = -1;
    if (available < 0) available = has_sha_extensions();
    if (available) compress_sha_extensions(state, blocks, count); else compress_portable(state, blocks, count);
}
#else
void csha256_compress(uint32_t state[8], const uint8_t *blocks, size_t count) {
    compress_portable(state, blocks, count);
}
#endif

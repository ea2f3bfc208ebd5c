#include "cpixelhash.h"

#include <string.h>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

enum {
    BLOCK_WORDS = 256,          // 1 KiB of input per NH evaluation
    LANES = 4,
    KEY_WORDS = BLOCK_WORDS + 4 * (LANES - 1),  // Toeplitz: each lane's key starts 4 words later
};

static const uint64_t prime61 = (1ULL << 61) - 1;

// splitmix64: expands the constant seed into the NH key and the polynomial keys.
static uint64_t splitmix64(uint64_t *state) {
    uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

typedef struct {
    uint32_t nh[KEY_WORDS];
    uint64_t poly[LANES];
} hash_key;

static hash_key make_key(void) {
    hash_key key;
    uint64_t state = 0x5472616e73697469ULL;  // "Transiti"
    for (int i = 0; i < KEY_WORDS; i++) key.nh[i] = (uint32_t)(splitmix64(&state) >> 32);
    // Polynomial keys below 2^60, so a key is never 0 or 1 modulo the prime.
    for (int j = 0; j < LANES; j++) key.poly[j] = (splitmix64(&state) >> 4) | 2;
    return key;
}

static uint32_t load_le32(const uint8_t *p) {
    uint32_t word;
    memcpy(&word, p, 4);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    word = __builtin_bswap32(word);
#endif
    return word;
}

static uint64_t mul_mod61(uint64_t a, uint64_t b) {
    __uint128_t product = (__uint128_t)a * b;
    uint64_t folded = ((uint64_t)product & prime61) + (uint64_t)(product >> 61);
    folded = (folded & prime61) + (folded >> 61);
    return folded >= prime61 ? folded - prime61 : folded;
}

static uint64_t add_mod61(uint64_t a, uint64_t b) {
    uint64_t sum = a + b;  // both below 2^61, so no overflow
    sum = (sum & prime61) + (sum >> 61);
    return sum >= prime61 ? sum - prime61 : sum;
}

// NH over one block for all four lanes: the sum of (m[2i] + k[2i]) * (m[2i+1] + k[2i+1]), each
// addition modulo 2^32 and the products and sum modulo 2^64.
// The message is read in place, a little-endian word at a time (copying each block out first
// was a third of the hash's time).
static void nh_block(const uint8_t *message, const uint32_t *key, uint64_t out[LANES]) {
#if defined(__SSE2__) && defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    // Four words of message a step, each lane adding its own key words to all four: the pairs
    // (0, 1) and (2, 3) are then multiplied 32 x 32 -> 64 by one _mm_mul_epu32 (the odd words
    // shifted down under the even ones), and each lane keeps two 64-bit sums it adds at the end.
    // The same integer arithmetic as the loop below, in a different order of additions modulo
    // 2^64, so the same result.
    __m128i sums[LANES] = {_mm_setzero_si128(), _mm_setzero_si128(), _mm_setzero_si128(), _mm_setzero_si128()};
    for (int i = 0; i < BLOCK_WORDS; i += 4) {
        __m128i words = _mm_loadu_si128((const __m128i *)(message + 4 * (size_t)i));
        for (int j = 0; j < LANES; j++) {
            __m128i added = _mm_add_epi32(words, _mm_loadu_si128((const __m128i *)(key + i + 4 * j)));
            sums[j] = _mm_add_epi64(sums[j], _mm_mul_epu32(added, _mm_srli_epi64(added, 32)));
        }
    }
    for (int j = 0; j < LANES; j++) {
        uint64_t halves[2];
        _mm_storeu_si128((__m128i *)halves, sums[j]);
        out[j] = halves[0] + halves[1];
    }
#else
    uint64_t sums[LANES] = {0, 0, 0, 0};
    for (int i = 0; i < BLOCK_WORDS; i += 2) {
        uint32_t m0 = load_le32(message + 4 * (size_t)i), m1 = load_le32(message + 4 * (size_t)i + 4);
        for (int j = 0; j < LANES; j++) {
            uint32_t a = m0 + key[i + 4 * j], b = m1 + key[i + 1 + 4 * j];
            sums[j] += (uint64_t)a * b;
        }
    }
    for (int j = 0; j < LANES; j++) out[j] = sums[j];
#endif
}

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
// The same steps eight words at a time, for CPUs with AVX2, chosen at run time (the package
// is built for any x86-64). Integer arithmetic throughout, so the digest is the same.
__attribute__((target("avx2"))) static void nh_block_avx2(const uint8_t *message, const uint32_t *key, uint64_t out[LANES]) {
    __m256i sums[LANES] = {_mm256_setzero_si256(), _mm256_setzero_si256(), _mm256_setzero_si256(), _mm256_setzero_si256()};
    for (int i = 0; i < BLOCK_WORDS; i += 8) {
        __m256i words = _mm256_loadu_si256((const __m256i *)(message + 4 * (size_t)i));
        for (int j = 0; j < LANES; j++) {
            __m256i added = _mm256_add_epi32(words, _mm256_loadu_si256((const __m256i *)(key + i + 4 * j)));
            sums[j] = _mm256_add_epi64(sums[j], _mm256_mul_epu32(added, _mm256_srli_epi64(added, 32)));
        }
    }
    for (int j = 0; j < LANES; j++) {
        uint64_t quarters[4];
        _mm256_storeu_si256((__m256i *)quarters, sums[j]);
        out[j] = quarters[0] + quarters[1] + quarters[2] + quarters[3];
    }
}

static int has_avx2(void) {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2");
}
#else
static void nh_block_avx2(const uint8_t *message, const uint32_t *key, uint64_t out[LANES]) { nh_block(message, key, out); }
static int has_avx2(void) { return 0; }
#endif

// Folds one 64-bit NH result into each lane's polynomial, as two 32-bit coefficients.
static void absorb(uint64_t accumulators[LANES], const uint64_t poly[LANES], const uint64_t nh[LANES]) {
    for (int j = 0; j < LANES; j++) {
        uint64_t a = mul_mod61(accumulators[j], poly[j]);
        a = add_mod61(a, nh[j] >> 32);
        a = mul_mod61(a, poly[j]);
        accumulators[j] = add_mod61(a, nh[j] & 0xffffffffULL);
    }
}

void cpixelhash(const uint8_t *bytes, size_t count, uint8_t digest[32]) {
    const hash_key key = make_key();  // a few hundred steps: cheaper than sharing it between threads

    uint64_t accumulators[LANES] = {1, 1, 1, 1};
    enum { BLOCK_BYTES = 4 * BLOCK_WORDS };
    void (*const nh_block_best)(const uint8_t *, const uint32_t *, uint64_t[LANES]) = has_avx2() ? nh_block_avx2 : nh_block;
    uint64_t nh[LANES];
    size_t offset = 0;
    for (; count - offset >= BLOCK_BYTES; offset += BLOCK_BYTES) {
        nh_block_best(bytes + offset, key.nh, nh);
        absorb(accumulators, key.poly, nh);
    }
    // The last, partial block is padded with zeros; the length, absorbed after it, tells
    // inputs apart that differ only by trailing zeros.
    if (offset < count || count == 0) {
        uint8_t tail[BLOCK_BYTES];
        memset(tail, 0, sizeof tail);
        if (count > offset) memcpy(tail, bytes + offset, count - offset);
        nh_block(tail, key.nh, nh);
        absorb(accumulators, key.poly, nh);
    }
    uint64_t length[LANES] = {count, count, count, count};
    absorb(accumulators, key.poly, length);
    for (int j = 0; j < LANES; j++)
        for (int b = 0; b < 8; b++) digest[8 * j + b] = (uint8_t)(accumulators[j] >> (56 - 8 * b));
}

// The count of bits by nibbles of the AVX2 query kernels
// (queries_avx2_amd64.s and queries_half_avx2_amd64.s), which include it:
// AVX2 has no instruction that counts the bits of a vector, so each byte's
// two nibbles look their counts up in Y14, by VPSHUFB, with Y15 holding
// the low nibble of each byte.

// NIBBLES(v, s) sets each byte of v to the number of its bits set, with s
// as scratch.
#define NIBBLES(v, s) \
	VPAND   Y15, v, s; \
	VPSRLW  $4, v, v; \
	VPAND   Y15, v, v; \
	VPSHUFB s, Y14, s; \
	VPSHUFB v, Y14, v; \
	VPADDB  s, v, v

// BYTES4(a, b, c, d) sets each byte of a to the number of bits set in that
// byte of a, b, c and d together (at most 32), with Y8 to Y11 as scratch.
#define BYTES4(a, b, c, d) \
	NIBBLES(a, Y8); \
	NIBBLES(b, Y9); \
	NIBBLES(c, Y10); \
	NIBBLES(d, Y11); \
	VPADDB  b, a, a; \
	VPADDB  d, c, c; \
	VPADDB  c, a, a

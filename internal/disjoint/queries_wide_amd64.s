//go:build !purego

#include "go_asm.h"
#include "textflag.h"

// func countWideAVX512(table *uint64, queries []uint64) uint64
//
// countWideGo (wide.go) of whole vectors in AVX-512 instructions, for at
// least one query: countQueriesAVX512's loop of five chunks
// (queries_amd64.s), on a table of const_wideChunks wide chunks of
// const_wideBits bits, whose parts are const_wideBytes bytes. A query's
// offset in a part is cut out of it by one rotation and one AND, as
// there, with a mask of one bit more.
#define V0 Z0
#define V1 Z1
#define V2 Z2
#define HALVES \
	VEXTRACTI64X4 $1, Z2, Y1; \
	VPADDQ  Y1, Y2, Y2

TEXT ·countWideAVX512(SB), NOSPLIT, $0-40
#include "queries_wide_amd64.h"

#undef V0
#undef V1
#undef V2
#undef HALVES
#undef WIDE

// func countWideHalfAVX512(table *uint64, queries []uint64) uint64
//
// countWideAVX512 on the vectors' low 256 bits alone, in Y registers
// (AVX512VL), for a group of at most 256 base keys, as
// countQueriesHalfAVX512 is countQueriesAVX512: countWideGo of half
// vectors.
#define V0 Y0
#define V1 Y1
#define V2 Y2
#define HALVES

TEXT ·countWideHalfAVX512(SB), NOSPLIT, $0-40
#include "queries_wide_amd64.h"

//go:build !purego

#include "go_asm.h"
#include "textflag.h"

// func countQueriesAVX512(table *uint64, queries []uint64, chunks int) uint64
//
// For each query: load the vector of its subset of the first chunk's bits,
// AND into it the vectors of its subsets of the other chunks', and add the
// count of its bits to eight running sums, one per word of the vector.
// Return the sum of the eight. A chunk is const_chunkBits bits of a query,
// the lowest first, and its part of the table const_subsets vectors of
// const_vectorBytes bytes, const_chunkBytes bytes; the table has
// chunks ≥ 1 parts, and queries is not empty. The constants come from
// disjoint.go, through go_asm.h.
//
// The keys of the join take 5 to 8 chunks (n = 16 to 25): for those, a
// loop of its own takes each chunk's vector without a loop over chunks,
// the offset of its subset cut out of the query by one rotation (RORX,
// BMI2) and one AND; other numbers of chunks loop over them.
#define V0 Z0
#define V1 Z1
#define V2 Z2
#define HALVES \
	VEXTRACTI64X4 $1, Z2, Y1; \
	VPADDQ  Y1, Y2, Y2

TEXT ·countQueriesAVX512(SB), NOSPLIT, $0-48
#include "queries_amd64.h"

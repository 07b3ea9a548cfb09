//go:build !purego

#include "go_asm.h"
#include "textflag.h"

// func countQueriesHalfAVX512(table *uint64, queries []uint64, chunks int) uint64
//
// countQueriesAVX512 (queries_amd64.s) for a group of at most 256 base
// keys, the first half of each vector: the same table and loops, each
// load, AND and count on the vectors' low 256 bits alone, in Y registers
// (AVX512VL). A processor that loads two of those a cycle, or one vector
// of 512 bits, counts the queries of a group's last few keys in half the
// time. The other 256 bits of each vector hold no key, so the count is
// countQueriesGo's.

#define V0 Y0
#define V1 Y1
#define V2 Y2
#define HALVES

TEXT ·countQueriesHalfAVX512(SB), NOSPLIT, $0-48
#include "queries_amd64.h"

//go:build !purego

package disjoint

import "golang.org/x/sys/cpu"

// hasKeysAVX512 reports whether the processor has the instructions of
// countKeysAVX512: those of countQueriesAVX512, and AVX512BW's bytes.
var hasKeysAVX512 = hasAVX512 && cpu.X86.HasAVX512BW

// splitByKey reports whether CountSplit counts the pairs of each key, in
// countKeysAVX512; a variable for the tests, which run both ways.
var splitByKey = hasKeysAVX512

// countKeysAVX512 is countKeysGo in AVX-512 instructions, for at least
// one query and a table of chunks ≥ 1 chunks.
//
//go:noescape
func countKeysAVX512(table *uint64, queries []uint64, chunks int, perQuery *uint16, st *keyState) uint64

// countKeys is countKeysGo, in AVX-512 instructions where the processor
// has them.
func countKeys(table []uint64, queries []uint64, chunks int, perQuery []uint16, st *keyState) uint64 {
	if hasKeysAVX512 && len(queries) > 0 && chunks >= 1 && len(table) >= chunks*chunkBytes/8 && len(perQuery) >= 8*len(queries) {
		return countKeysAVX512(&table[0], queries, chunks, &perQuery[0], st)
	}
	return countKeysGo(table, queries, chunks, perQuery, st)
}

// keyCountsAVX512 is keyCountsGo in AVX-512 instructions.
//
//go:noescape
func keyCountsAVX512(st *keyState, pend *[4][vectorWords]uint64, out *[groupKeys]uint16)

// keyCounts is keyCountsGo, in AVX-512 instructions where the processor
// has them.
func keyCounts(st *keyState, pend *[4][vectorWords]uint64, out *[groupKeys]uint16) {
	if hasKeysAVX512 {
		keyCountsAVX512(st, pend, out)
		return
	}
	keyCountsGo(st, pend, out)
}

//go:build !purego

package nqueens

import "golang.org/x/sys/cpu"

// hasAVX512 reports whether the processor has the AVX-512 instructions that
// countQueriesAVX512 and countPairsAVX512 use.
var hasAVX512 = cpu.X86.HasAVX512F && cpu.X86.HasAVX512DQ && cpu.X86.HasAVX512VPOPCNTDQ && cpu.X86.HasPOPCNT

// countQueriesAVX512 is countQueriesGo in AVX-512 instructions, for at least
// one query and a table of chunks ≥ 1 chunks.
//
//go:noescape
func countQueriesAVX512(table *uint64, queries []uint64, chunks int) uint64

// countQueries is countQueriesGo, in AVX-512 instructions where the
// processor has them.
func countQueries(table []uint64, queries []uint64, chunks int) uint64 {
	if !hasAVX512 || len(queries) == 0 || chunks < 1 || len(table) < chunks*chunkBytes/8 {
		return countQueriesGo(table, queries, chunks)
	}
	return countQueriesAVX512(&table[0], queries, chunks)
}

// countPairsAVX512 is countPairsGo in AVX-512 instructions, for a base of
// a positive multiple of 8 keys.
//
//go:noescape
func countPairsAVX512(base, queries []uint64) uint64

// countPairs is countPairsGo, in AVX-512 instructions where the processor
// has them.
func countPairs(base, queries []uint64) uint64 {
	whole := len(base) &^ 7
	if !hasAVX512 || whole == 0 || len(queries) == 0 {
		return countPairsGo(base, queries)
	}
	return countPairsAVX512(base[:whole], queries) + countPairsGo(base[whole:], queries)
}

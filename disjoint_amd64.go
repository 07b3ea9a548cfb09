//go:build !purego

package nqueens

import "golang.org/x/sys/cpu"

// hasAVX512 reports whether the processor has the AVX-512 instructions that
// countQueriesAVX512 uses.
var hasAVX512 = cpu.X86.HasAVX512F && cpu.X86.HasAVX512VPOPCNTDQ

// countQueriesAVX512 is countQueriesGo in AVX-512 instructions, for at least
// one query, chunks ≥ 1, and offsets within table.
//
//go:noescape
func countQueriesAVX512(table *uint64, offsets []uint16, chunks int) uint64

// countQueries is countQueriesGo, in AVX-512 instructions where the
// processor has them.
func countQueries(table []uint64, offsets []uint16, chunks int) uint64 {
	if !hasAVX512 || len(offsets) < chunks || chunks < 1 {
		return countQueriesGo(table, offsets, chunks)
	}
	return countQueriesAVX512(&table[0], offsets[:len(offsets)-len(offsets)%chunks], chunks)
}

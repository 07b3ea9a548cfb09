//go:build !purego

package disjoint

// useWide reports whether Count takes wide chunks where they save one:
// where the processor counts in AVX-512 (wide.go).
var useWide = hasHalfAVX512

// countWideAVX512 is countWideGo of whole vectors in AVX-512
// instructions, for at least one query.
//
//go:noescape
func countWideAVX512(table *uint64, queries []uint64) uint64

// countWideHalfAVX512 is countWideGo of half vectors in AVX-512
// instructions on 256-bit registers, for at least one query.
//
//go:noescape
func countWideHalfAVX512(table *uint64, queries []uint64) uint64

// fillWide is fillWideGo, in AVX-512 instructions where the processor has
// them.
func fillWide(table []uint64, has *[maxChunks * chunkBits][vectorWords]uint64, valid *[vectorWords]uint64) {
	if hasAVX512 && len(table) >= wideWords {
		fillTableAVX512(&table[0], has, valid, wideChunks, wideBits)
		return
	}
	fillWideGo(table, has, valid)
}

// countWide is countWideGo of whole vectors, or of half vectors for half,
// in AVX-512 instructions where the processor has them.
func countWide(table []uint64, queries []uint64, half bool) uint64 {
	if hasHalfAVX512 && len(queries) > 0 && len(table) >= wideWords {
		if half {
			return countWideHalfAVX512(&table[0], queries)
		}
		return countWideAVX512(&table[0], queries)
	}
	if half {
		return countWideGo(table, queries, vectorWords/2)
	}
	return countWideGo(table, queries, vectorWords)
}

//go:build !amd64 || purego

package disjoint

// useWide reports whether Count takes wide chunks where they save one:
// only where the processor counts in AVX-512 (wide.go).
var useWide = false

// fillWide is fillWideGo.
func fillWide(table []uint64, has *[maxChunks * chunkBits][vectorWords]uint64, valid *[vectorWords]uint64) {
	fillWideGo(table, has, valid)
}

// countWide is countWideGo of whole vectors, or of half vectors for half.
func countWide(table []uint64, queries []uint64, half bool) uint64 {
	if half {
		return countWideGo(table, queries, vectorWords/2)
	}
	return countWideGo(table, queries, vectorWords)
}

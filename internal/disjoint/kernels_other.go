//go:build (!amd64 && !arm64 && !wasm) || purego

package disjoint

// countQueries is countQueriesGo: the package has no assembly here.
func countQueries(table []uint64, queries []uint64, chunks int) uint64 {
	return countQueriesGo(table, queries, chunks)
}

// countPairs is countPairsGo.
func countPairs(base, queries []uint64) uint64 {
	return countPairsGo(base, queries)
}

// appendJoined is appendJoinedGo.
func appendJoined(out []uint64, n int, words, aParts, checks, parts []uint64) int {
	return appendJoinedGo(out, n, words, aParts, checks, parts)
}

// fillTable is fillTableGo.
func fillTable(table []uint64, has *[maxChunks * chunkBits][vectorWords]uint64, valid *[vectorWords]uint64, chunks int) {
	fillTableGo(table, has, valid, chunks)
}

// fillTableSmall is fillTableSmallGo.
func fillTableSmall(table []uint64, has *[maxChunks * chunkBits][vectorWords]uint64, valid *[vectorWords]uint64, chunks, keys int) {
	fillTableSmallGo(table, has, valid, chunks, keys)
}

// appendFree is appendFreeGo.
func appendFree(out []uint64, n int, keys []uint64, mask uint64, f *Fold) int {
	return appendFreeGo(out, n, keys, mask, f)
}

// appendParts is appendPartsGo.
func appendParts(words, parts []uint64, n int, entries []uint64, forbid uint64, low, high, width uint, f *Fold) int {
	return appendPartsGo(words, parts, n, entries, forbid, low, high, width, f)
}

// transposeBits is transposeGo.
func transposeBits(a *[64]uint64, rows int) { transposeGo(a, rows) }

// patterns is patternsGo.
func patterns(order []uint8, keys []uint64, r0, r1 uint, table *[1 << sortedSieve]uint8) {
	patternsGo(order, keys, r0, r1, table)
}

// countQueriesSmall is countQueriesSmallGo.
func countQueriesSmall(table []uint64, queries []uint64, chunks, keys int) uint64 {
	return countQueriesSmallGo(table, queries, chunks, keys)
}

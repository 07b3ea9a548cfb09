//go:build (!amd64 && !arm64 && !wasm) || purego

package disjoint

// appendJoined is appendJoinedGo.
func appendJoined(out []uint64, n int, words, aParts, checks, parts []uint64) int {
	return appendJoinedGo(out, n, words, aParts, checks, parts)
}

// appendFree is appendFreeGo.
func appendFree(out []uint64, n int, keys []uint64, mask uint64, f *Fold) int {
	return appendFreeGo(out, n, keys, mask, f)
}

// appendParts is appendPartsGo.
func appendParts(words, parts []uint64, n int, entries []uint64, forbid uint64, low, high, width uint, f *Fold) int {
	return appendPartsGo(words, parts, n, entries, forbid, low, high, width, f)
}

// countQueriesSmall is countQueriesSmallGo.
func countQueriesSmall(table []uint64, queries []uint64, chunks, keys int) uint64 {
	return countQueriesSmallGo(table, queries, chunks, keys)
}

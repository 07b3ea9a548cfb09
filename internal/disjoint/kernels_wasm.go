//go:build !purego

package disjoint

// The kernels in WebAssembly assembly, where a loop of Go's compiler
// branches to the next block of its function through a table, there to
// resume after a goroutine switch, and pays that at each turn: the three
// that make keys (AppendJoined, AppendFree, AppendParts) and the count of
// groups of 129 to 256 keys, as straight loops over 64-bit integers. The
// others are the Go twins, which run as fast here.

// appendJoinedWasm is appendJoinedGo in WebAssembly, writing from out on:
// it writes at most len(words)*len(checks) words there, of which the
// first it returns are the keys kept.
//
//go:noescape
func appendJoinedWasm(out *uint64, words, aParts, checks, parts []uint64) int

// appendFreeWasm is appendFreeGo in WebAssembly, writing from out on: it
// writes at most len(keys) words there, of which the first it returns are
// the keys kept.
//
//go:noescape
func appendFreeWasm(out *uint64, keys []uint64, mask uint64, f *Fold) int

// appendPartsWasm is appendPartsGo in WebAssembly, writing from words and
// parts on: it writes at most len(entries) words to each, of which the
// first it returns are the entries kept and their parts.
//
//go:noescape
func appendPartsWasm(words, parts *uint64, entries []uint64, forbid uint64, low, high, width uint, f *Fold) int

// countQueries4Wasm is countQueries4Go in WebAssembly, for at least one
// query and a table of chunks ≥ 1 chunks.
//
//go:noescape
func countQueries4Wasm(table *uint64, queries []uint64, chunks int) uint64

// appendJoined is appendJoinedGo in WebAssembly, for words and aParts of
// the same length, checks and parts of the same length, and out of at
// least n + len(words)*len(checks) words, and more than n, as
// AppendJoined makes sure.
func appendJoined(out []uint64, n int, words, aParts, checks, parts []uint64) int {
	return n + appendJoinedWasm(&out[n], words, aParts, checks, parts)
}

// appendFree is appendFreeGo in WebAssembly, for out of at least n +
// len(keys) words, and more than n, as AppendFree makes sure.
func appendFree(out []uint64, n int, keys []uint64, mask uint64, f *Fold) int {
	return n + appendFreeWasm(&out[n], keys, mask, f)
}

// appendParts is appendPartsGo in WebAssembly, for words and parts of at
// least n + len(entries) words, and more than n, as AppendParts makes
// sure.
func appendParts(words, parts []uint64, n int, entries []uint64, forbid uint64, low, high, width uint, f *Fold) int {
	return n + appendPartsWasm(&words[n], &parts[n], entries, forbid, low, high, width, f)
}

// countQueriesSmall is countQueriesSmallGo, in WebAssembly for more than
// 128 keys.
func countQueriesSmall(table []uint64, queries []uint64, chunks, keys int) uint64 {
	if keys <= 128 || len(queries) == 0 || chunks < 1 {
		return countQueriesSmallGo(table, queries, chunks, keys)
	}
	_ = table[chunks*subsets*vectorWords-1]
	return countQueries4Wasm(&table[0], queries, chunks)
}

//go:build !purego

package disjoint

import "golang.org/x/sys/cpu"

// The kernels in assembly for arm64, in NEON (ASIMD) instructions, which
// every arm64 processor has: the two counts of disjoint pairs, where a
// join spends most of its time, and the filling of their table. The other
// kernels are the Go twins here.

// hasNEON reports whether the processor has the ASIMD instructions that
// countQueriesNEON, countPairsNEON and fillTableNEON use: every arm64
// processor does.
var hasNEON = cpu.ARM64.HasASIMD

// fewestQueries is directQueries: the pairs are compared in NEON.
const fewestQueries = directQueries

// sieveKeys is sieveFrom, the fewest base keys for which Count sieves;
// patternKeys is sieveGroup, the fewest base keys of a pattern, on
// average, for which it adds a sieve bit; and with patternGroup 0, it
// counts the base keys in groups of groupKeys, whatever their patterns:
// the NEON kernel counts whole vectors (untimed, as the rest of arm64).
const (
	sieveKeys      = sieveFrom
	patternKeys    = sieveGroup
	patternGroup   = 0
	patternSieve   = 0
	patternQueries = 0
)

// countQueriesNEON is countQueriesGo in NEON instructions, for at least one
// query and a table of chunks ≥ 1 chunks.
//
//go:noescape
func countQueriesNEON(table *uint64, queries []uint64, chunks int) uint64

// countPairsNEON is countPairsGo in NEON instructions, for a base of a
// positive multiple of 8 keys.
//
//go:noescape
func countPairsNEON(base, queries []uint64) uint64

// countQueries is countQueriesGo, in NEON instructions where the processor
// has them.
func countQueries(table []uint64, queries []uint64, chunks int) uint64 {
	if hasNEON && len(queries) > 0 && chunks >= 1 && len(table) >= chunks*chunkBytes/8 {
		return countQueriesNEON(&table[0], queries, chunks)
	}
	return countQueriesGo(table, queries, chunks)
}

// countQueriesSmall is countQueries for a group of keys ≤ 256 base keys:
// countQueriesSmallGo for at most 128, whose one or two words of a vector
// take fewer instructions a chunk in Go (a bit-field extract, an add, a
// load and an AND for one word, one more load and AND for two) than the
// four registers of the NEON kernel (an extract, an add, a load of four
// registers and four ANDs), and end in one or two counts of bits, not
// four.
func countQueriesSmall(table []uint64, queries []uint64, chunks, keys int) uint64 {
	if keys <= 128 {
		return countQueriesSmallGo(table, queries, chunks, keys)
	}
	return countQueries(table, queries, chunks)
}

// countPairs is countPairsGo, in NEON instructions where the processor has
// them.
func countPairs(base, queries []uint64) uint64 {
	if whole := len(base) &^ 7; hasNEON && whole > 0 && len(queries) > 0 {
		return countPairsNEON(base[:whole], queries) + countPairsGo(base[whole:], queries)
	}
	return countPairsGo(base, queries)
}

// appendJoined is appendJoinedGo.
func appendJoined(out []uint64, n int, words, aParts, checks, parts []uint64) int {
	return appendJoinedGo(out, n, words, aParts, checks, parts)
}

// fillTableNEON is fillTableGo in NEON instructions, for chunks ≥ 1.
//
//go:noescape
func fillTableNEON(table *uint64, has *[maxChunks * chunkBits][vectorWords]uint64, valid *[vectorWords]uint64, chunks int)

// fillTable is fillTableGo, in NEON instructions where the processor has
// them.
func fillTable(table []uint64, has *[maxChunks * chunkBits][vectorWords]uint64, valid *[vectorWords]uint64, chunks int) {
	if hasNEON && chunks >= 1 && len(table) >= chunks*chunkBytes/8 {
		fillTableNEON(&table[0], has, valid, chunks)
		return
	}
	fillTableGo(table, has, valid, chunks)
}

// fillTableSmall is fillTable, which fills every word countQueriesSmall
// may read: the NEON kernel fills a vector's eight words in about as many
// instructions as Go fills two.
func fillTableSmall(table []uint64, has *[maxChunks * chunkBits][vectorWords]uint64, valid *[vectorWords]uint64, chunks, keys int) {
	fillTable(table, has, valid, chunks)
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

//go:build (!amd64 && !arm64) || purego

package disjoint

// Where the queries are counted in Go: on the platforms without a kernel
// of whole vectors in assembly (WebAssembly among them) and under the
// purego build tag. The kernels below are the Go twins there; those of
// making keys and of small groups are in kernels_other.go, or in
// WebAssembly in kernels_wasm.go.

// fewestQueries is directQueriesGo: the pairs are compared in Go.
const fewestQueries = directQueriesGo

// sieveKeys is sieveFromGo, the fewest base keys for which Count sieves;
// patternKeys is sieveGroupGo, the fewest base keys of a pattern, on
// average, for which it adds a sieve bit; and patternGroup is
// patternGroupGo: it counts each pattern's base keys in groups of their
// own of at most that many keys (countByPattern), those of every sieved
// base (patternSieve) and of an unsieved one that meets patternQueries
// queries or more.
const (
	sieveKeys      = sieveFromGo
	patternKeys    = sieveGroupGo
	patternGroup   = patternGroupGo
	patternSieve   = 1
	patternQueries = patternGroupQueriesGo
)

// countQueries is countQueriesGo: the package has no assembly of whole
// vectors here.
func countQueries(table []uint64, queries []uint64, chunks int) uint64 {
	return countQueriesGo(table, queries, chunks)
}

// countPairs is countPairsGo.
func countPairs(base, queries []uint64) uint64 {
	return countPairsGo(base, queries)
}

// fillTable is fillTableGo.
func fillTable(table []uint64, has *[maxChunks * chunkBits][vectorWords]uint64, valid *[vectorWords]uint64, chunks int) {
	fillTableGo(table, has, valid, chunks)
}

// fillTableSmall is fillTableSmallGo.
func fillTableSmall(table []uint64, has *[maxChunks * chunkBits][vectorWords]uint64, valid *[vectorWords]uint64, chunks, keys int) {
	fillTableSmallGo(table, has, valid, chunks, keys)
}

// transposeBits is transposeGo.
func transposeBits(a *[64]uint64, rows int) { transposeGo(a, rows) }

// patterns is patternsGo.
func patterns(order []uint8, keys []uint64, r0, r1 uint, table *[1 << sortedSieve]uint8) {
	patternsGo(order, keys, r0, r1, table)
}

//go:build !amd64 || purego

package nqueens

// hasAVX512 is false where the package has no assembly.
const hasAVX512 = false

// countQueries is countQueriesGo.
func countQueries(table []uint64, queries []uint64, chunks int) uint64 {
	return countQueriesGo(table, queries, chunks)
}

// countQueriesAVX512 is never called where hasAVX512 is false.
func countQueriesAVX512(*uint64, []uint64, int) uint64 {
	panic("nqueens: no AVX-512 kernel on this platform")
}

// countPairs is countPairsGo.
func countPairs(base, queries []uint64) uint64 {
	return countPairsGo(base, queries)
}

// countPairsAVX512 is never called where hasAVX512 is false.
func countPairsAVX512(base, queries []uint64) uint64 {
	panic("nqueens: no AVX-512 kernel on this platform")
}

//go:build !amd64 || purego

package disjoint

// splitByKey reports false: CountSplit counts twice, in the kernels of
// Count, where countKeys is in Go; a variable for the tests, which run
// both ways.
var splitByKey = false

// countKeys is countKeysGo: the package has no assembly of it here.
func countKeys(table []uint64, queries []uint64, chunks int, perQuery []uint16, st *keyState) uint64 {
	return countKeysGo(table, queries, chunks, perQuery, st)
}

// keyCounts is keyCountsGo: the package has no assembly of it here.
func keyCounts(st *keyState, pend *[4][vectorWords]uint64, out *[groupKeys]uint16) {
	keyCountsGo(st, pend, out)
}

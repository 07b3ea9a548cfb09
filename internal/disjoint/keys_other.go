//go:build !amd64 || purego

package disjoint

// countKeys is countKeysGo: the package has no assembly of it here.
func countKeys(table []uint64, queries []uint64, chunks int, perQuery []uint16, st *keyState) uint64 {
	return countKeysGo(table, queries, chunks, perQuery, st)
}

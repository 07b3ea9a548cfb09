//go:build !amd64 || purego

package disjoint

// keysKernel returns nil: the package has no assembly of countKeys here.
func keysKernel() func(table, queries []uint64, chunks int, perQuery []uint16, st *keyState) uint64 {
	return nil
}

// keyCountsKernel returns nil: the package has no assembly of keyCounts
// here.
func keyCountsKernel() func(st *keyState, pend *[4][vectorWords]uint64, out *[groupKeys]uint16) {
	return nil
}

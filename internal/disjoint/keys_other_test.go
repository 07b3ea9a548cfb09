//go:build !amd64 || purego

package disjoint

// keysKernel returns nil: the package has no assembly of countKeys here.
func keysKernel() func(table, queries []uint64, chunks int, perQuery []uint16, st *keyState) uint64 {
	return nil
}

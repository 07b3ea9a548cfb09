//go:build !purego

package disjoint

// keysKernel returns countKeysAVX512 where the processor has it.
func keysKernel() func(table, queries []uint64, chunks int, perQuery []uint16, st *keyState) uint64 {
	if !hasKeysAVX512 {
		return nil
	}
	return func(table, queries []uint64, chunks int, perQuery []uint16, st *keyState) uint64 {
		return countKeysAVX512(&table[0], queries, chunks, &perQuery[0], st)
	}
}

// keyCountsKernel returns keyCountsAVX512 where the processor has it.
func keyCountsKernel() func(st *keyState, pend *[4][vectorWords]uint64, out *[groupKeys]uint16) {
	if !hasKeysAVX512 {
		return nil
	}
	return keyCountsAVX512
}

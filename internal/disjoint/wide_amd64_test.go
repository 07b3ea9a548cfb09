//go:build !purego

package disjoint

// wideKernels returns the assembly kernels of wide chunks that the
// processor has, by name, for the tests to run beside the Go twins.
func wideKernels() map[string]wideKernel {
	if !hasHalfAVX512 {
		return nil
	}
	return map[string]wideKernel{"AVX-512": {
		fill: func(table []uint64, has *[maxChunks * chunkBits][vectorWords]uint64, valid *[vectorWords]uint64) {
			fillTableAVX512(&table[0], has, valid, wideChunks, wideBits)
		},
		count:     func(table, queries []uint64) uint64 { return countWideAVX512(&table[0], queries) },
		countHalf: func(table, queries []uint64) uint64 { return countWideHalfAVX512(&table[0], queries) },
	}}
}

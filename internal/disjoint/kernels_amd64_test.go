//go:build !purego

package disjoint

// asmKernels returns the assembly kernels of the package, those the
// processor lacks included, for the tests to run beside their Go twins.
func asmKernels() []asmKernel {
	return []asmKernel{
		{"AVX-512", hasAVX512, countQueriesAVX512, countPairsAVX512, 8},
		{"AVX2", hasAVX2, countQueriesAVX2, countPairsAVX2, 4},
	}
}

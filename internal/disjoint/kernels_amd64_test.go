//go:build !purego

package disjoint

// asmKernels returns the assembly kernels of the package, those the
// processor lacks included, for the tests to run beside their Go twins.
func asmKernels() []asmKernel {
	return []asmKernel{
		{"AVX-512", hasAVX512, countQueriesAVX512, countPairsAVX512, 8, halfAVX512()},
		{"AVX2", hasAVX2, countQueriesAVX2, countPairsAVX2, 4, countQueriesHalfAVX2},
	}
}

// halfAVX512 returns countQueriesHalfAVX512 where the processor has its
// instructions, and nil elsewhere.
func halfAVX512() func(table *uint64, queries []uint64, chunks int) uint64 {
	if hasHalfAVX512 {
		return countQueriesHalfAVX512
	}
	return nil
}

// joinedKernels returns the assembly kernels of AppendJoined that the
// processor has, by name, for the tests to run beside the Go twin.
func joinedKernels() map[string]joinedKernel {
	k := make(map[string]joinedKernel)
	if hasAVX512 {
		k["AVX-512"] = func(out []uint64, n int, words, aParts, checks, parts []uint64) int {
			if len(words) == 0 || len(checks) == 0 {
				return n
			}
			return n + appendJoinedAVX512(&out[n], words, aParts, checks, parts)
		}
	}
	if hasAVX2POPCNT {
		k["AVX2"] = func(out []uint64, n int, words, aParts, checks, parts []uint64) int {
			if len(words) == 0 || len(checks) == 0 {
				return n
			}
			return n + appendJoinedAVX2(&out[n], words, aParts, checks, parts, &avx2Tables)
		}
	}
	return k
}

// tableKernels returns the assembly kernels of fillTable that the
// processor has, by name, for the tests to run beside the Go twin.
func tableKernels() map[string]tableKernel {
	k := make(map[string]tableKernel)
	if hasAVX512 {
		k["AVX-512"] = func(table []uint64, has *[maxChunks * chunkBits][vectorWords]uint64, valid *[vectorWords]uint64, chunks int) {
			fillTableAVX512(&table[0], has, valid, chunks, chunkBits)
		}
	}
	if hasAVX2 {
		k["AVX2"] = func(table []uint64, has *[maxChunks * chunkBits][vectorWords]uint64, valid *[vectorWords]uint64, chunks int) {
			fillTableAVX2(&table[0], has, valid, chunks)
		}
	}
	return k
}

// freeKernels returns the assembly kernels of AppendFree that the
// processor has, by name, for the tests to run beside the Go twin.
func freeKernels() map[string]freeKernel {
	k := make(map[string]freeKernel)
	if hasAVX512 {
		k["AVX-512"] = func(out []uint64, n int, keys []uint64, mask uint64, f *Fold) int {
			if len(keys) == 0 {
				return n
			}
			return n + appendFreeAVX512(&out[n], keys, mask, f)
		}
	}
	if hasAVX2POPCNT {
		k["AVX2"] = func(out []uint64, n int, keys []uint64, mask uint64, f *Fold) int {
			if len(keys) == 0 {
				return n
			}
			return n + appendFreeAVX2(&out[n], keys, mask, f, &avx2Tables)
		}
	}
	return k
}

// partsKernels returns the assembly kernels of AppendParts that the
// processor has, by name, for the tests to run beside the Go twin.
func partsKernels() map[string]partsKernel {
	k := make(map[string]partsKernel)
	if hasAVX512 {
		k["AVX-512"] = func(words, parts []uint64, n int, entries []uint64, forbid uint64, low, high, width uint, f *Fold) int {
			if len(entries) == 0 {
				return n
			}
			return n + appendPartsAVX512(&words[n], &parts[n], entries, forbid, low, high, width, f)
		}
	}
	if hasAVX2POPCNT {
		k["AVX2"] = func(words, parts []uint64, n int, entries []uint64, forbid uint64, low, high, width uint, f *Fold) int {
			if len(entries) == 0 {
				return n
			}
			return n + appendPartsAVX2(&words[n], &parts[n], entries, forbid, low, high, width, f, &avx2Tables)
		}
	}
	return k
}

// transposeKernels returns the assembly kernels of transpose that the
// processor has, by name, for the tests to run beside the Go twin.
func transposeKernels() map[string]func(*[64]uint64) {
	k := make(map[string]func(*[64]uint64))
	if hasTransposeAVX512 {
		k["AVX-512"] = transposeAVX512
	}
	if hasAVX2 {
		k["AVX2"] = transposeAVX2
	}
	return k
}

// patternsKernels returns the assembly kernels of patterns that the
// processor has, by name, for the tests to run beside the Go twin.
func patternsKernels() map[string]patternsKernel {
	k := make(map[string]patternsKernel)
	if hasTransposeAVX512 {
		k["AVX-512"] = func(order []uint8, keys []uint64, r0, r1 uint, table *[1 << sortedSieve]uint8) {
			if len(keys) > 0 {
				patternsAVX512(&order[0], keys, r0, r1, table)
			}
		}
	}
	return k
}

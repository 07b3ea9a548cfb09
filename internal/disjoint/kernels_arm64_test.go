//go:build !purego

package disjoint

// asmKernels returns the assembly kernels of the package, for the tests to
// run beside their Go twins.
func asmKernels() []asmKernel {
	return []asmKernel{{"NEON", hasNEON, countQueriesNEON, countPairsNEON, 8, nil}}
}

// joinedKernels returns none: AppendJoined runs its Go twin here.
func joinedKernels() map[string]joinedKernel { return nil }

// tableKernels returns the assembly kernels of fillTable that the
// processor has, by name, for the tests to run beside the Go twin.
func tableKernels() map[string]tableKernel {
	k := make(map[string]tableKernel)
	if hasNEON {
		k["NEON"] = func(table []uint64, has *[maxChunks * chunkBits][vectorWords]uint64, valid *[vectorWords]uint64, chunks int) {
			fillTableNEON(&table[0], has, valid, chunks)
		}
	}
	return k
}

// freeKernels returns none: AppendFree runs its Go twin here.
func freeKernels() map[string]freeKernel { return nil }

// partsKernels returns none: AppendParts runs its Go twin here.
func partsKernels() map[string]partsKernel { return nil }

// transposeKernels returns none: transpose runs its Go twin here.
func transposeKernels() map[string]func(*[64]uint64) { return nil }

// patternsKernels returns none: patterns runs its Go twin here.
func patternsKernels() map[string]patternsKernel { return nil }

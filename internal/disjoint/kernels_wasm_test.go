//go:build !purego

package disjoint

import (
	"math/rand/v2"
	"testing"
)

// asmKernels returns none: the counts of whole vectors run their Go twins
// here.
func asmKernels() []asmKernel { return nil }

// joinedKernels returns the WebAssembly kernel of AppendJoined, for the
// tests to run beside the Go twin.
func joinedKernels() map[string]joinedKernel {
	return map[string]joinedKernel{"WebAssembly": appendJoined}
}

// tableKernels returns none: fillTable and fillTableSmall run their Go
// twins here.
func tableKernels() map[string]tableKernel { return nil }

// freeKernels returns the WebAssembly kernel of AppendFree, for the tests
// to run beside the Go twin.
func freeKernels() map[string]freeKernel {
	return map[string]freeKernel{"WebAssembly": appendFree}
}

// partsKernels returns the WebAssembly kernel of AppendParts, for the
// tests to run beside the Go twin.
func partsKernels() map[string]partsKernel {
	return map[string]partsKernel{"WebAssembly": appendParts}
}

// transposeKernels returns none: transpose runs its Go twin here.
func transposeKernels() map[string]func(*[64]uint64) { return nil }

// patternsKernels returns none: patterns runs its Go twin here.
func patternsKernels() map[string]patternsKernel { return nil }

// TestCountQueries4Wasm checks countQueries4Wasm against countQueries4Go
// on random tables whose words past the fourth of each vector hold what a
// table used before left there, which neither may read, and on queries
// with bits past their chunks, which neither may use.
func TestCountQueries4Wasm(t *testing.T) {
	r := rand.New(rand.NewPCG(41, 42))
	for chunks := 1; chunks <= 12; chunks++ {
		table := make([]uint64, chunks*chunkBytes/8)
		narrow := make([]uint64, len(table))
		for i := range table {
			table[i] = r.Uint64() | r.Uint64()
			if i%vectorWords < 4 {
				narrow[i] = table[i]
			}
		}
		for _, k := range []int{1, 2, 3, 7, 100} {
			queries := make([]uint64, k)
			for i := range queries {
				queries[i] = r.Uint64()
			}
			want := countQueries4Go(narrow, queries, chunks)
			if got := countQueries4Wasm(&table[0], queries, chunks); got != want {
				t.Errorf("%d chunks, %d queries: countQueries4Wasm %d, countQueries4Go %d", chunks, k, got, want)
			}
		}
	}
}

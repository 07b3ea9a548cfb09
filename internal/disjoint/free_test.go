package disjoint

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// A freeKernel writes the keys of AppendFree to out from out[n] on, and
// returns the index past the last one: appendFreeGo, or a kernel in
// assembly.
type freeKernel func(out []uint64, n int, keys []uint64, mask uint64) int

// TestAppendFree checks AppendFree, its Go twin and each kernel in
// assembly against a plain filter, for numbers of keys on both sides of
// multiples of eight and masks of no bit to many, after a prefix it must
// keep; and that no kernel writes past freeSlack words beyond its last
// key.
func TestAppendFree(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	kernels := map[string]freeKernel{"Go": appendFreeGo}
	for name, k := range freeKernels() {
		kernels[name] = k
	}
	for _, n := range []int{0, 1, 7, 8, 9, 15, 16, 17, 100} {
		for _, mask := range []uint64{0, 1 << 5, 1<<3 | 1<<40, r.Uint64() & r.Uint64(), ^uint64(0)} {
			keys := make([]uint64, n)
			for i := range keys {
				keys[i] = r.Uint64() & r.Uint64() & r.Uint64()
			}
			prefix := []uint64{7, 8, 9}
			want := slices.Clone(prefix)
			for _, k := range keys {
				if k&mask == 0 {
					want = append(want, k)
				}
			}
			if got := AppendFree(slices.Clone(prefix), keys, mask); !slices.Equal(got, want) {
				t.Errorf("%d keys, mask %#x: AppendFree kept %v, want %v", n, mask, got, want)
			}
			for name, kernel := range kernels {
				const guard = 0xdead
				out := make([]uint64, len(want)+freeSlack+4)
				copy(out, prefix)
				for i := len(want) + freeSlack; i < len(out); i++ {
					out[i] = guard
				}
				end := kernel(out, len(prefix), keys, mask)
				if !slices.Equal(out[:end], want) {
					t.Errorf("%d keys, mask %#x: %s kept %v, want %v", n, mask, name, out[:end], want)
				}
				for i := len(want) + freeSlack; i < len(out); i++ {
					if out[i] != guard {
						t.Errorf("%d keys, mask %#x: %s wrote word %d, past the slack", n, mask, name, i)
					}
				}
			}
		}
	}
}

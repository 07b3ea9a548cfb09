package disjoint

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// A patternsKernel sets the patterns of keys in order: patternsGo, or a
// kernel in assembly.
type patternsKernel func(order []uint8, keys []uint64, r0, r1 uint, table *[1 << sortedSieve]uint8)

// TestPatterns checks each kernel of patterns in assembly against a plain
// computation of each key's pattern, for numbers of keys on both sides of
// multiples of eight and runs of bits across the key, and that no kernel
// writes a byte past the last key's.
func TestPatterns(t *testing.T) {
	r := rand.New(rand.NewPCG(19, 20))
	var table [1 << sortedSieve]uint8
	for i := range table {
		table[i] = uint8(r.UintN(256))
	}
	kernels := map[string]patternsKernel{"Go": patternsGo}
	for name, k := range patternsKernels() {
		kernels[name] = k
	}
	for _, n := range []int{1, 7, 8, 9, 16, 17, 100} {
		for _, runs := range [][2]uint{{0, 3}, {7, 26}, {61, 33}, {40, 0}} {
			keys := make([]uint64, n)
			want := make([]uint8, n)
			for i := range keys {
				keys[i] = r.Uint64()
				want[i] = table[keys[i]>>runs[0]&7|(keys[i]>>runs[1]&7)<<3]
			}
			for name, kernel := range kernels {
				const guard = 0xa5
				order := make([]uint8, n+8)
				for i := range order {
					order[i] = guard
				}
				kernel(order, keys, runs[0], runs[1], &table)
				if !slices.Equal(order[:n], want) {
					t.Errorf("%d keys, runs %v: %s gave %v, want %v", n, runs, name, order[:n], want)
				}
				for i := n; i < len(order); i++ {
					if order[i] != guard {
						t.Errorf("%d keys, runs %v: %s wrote byte %d, past the last key", n, runs, name, i)
					}
				}
			}
		}
	}
}

// TestCountSorted checks CountSorted against a count pair by pair, on
// keys sorted once and kept free of masks and folded for each count, and
// other keys folded alike, of sizes on both sides of those at which it
// sieves by more bits, and held unsorted, for sieves at the bits a fold
// moves and elsewhere.
func TestCountSorted(t *testing.T) {
	r := rand.New(rand.NewPCG(17, 18))
	const width = 38
	dead := uint64(1)<<8 | 1<<12 | 1<<27 | 1<<31 // the holes of the fold
	f := NewFold(width, dead)
	if f.Width() != 36 {
		t.Fatalf("fold width %d", f.Width())
	}
	var d Counter
	var all, kept Sorted
	for _, sieve := range []Sieve{SieveRuns(7, 26), SieveRuns(8, 27), SieveRuns(30, 33)} {
		for _, sizes := range [][2]int{{10, 300}, {100, 200}, {600, 3000}, {300, 1500}, {900, 5000}, {40, 8300}, {200, 16500}, {3000, 2800}} {
			key := func(lack uint64) uint64 {
				return r.Uint64() & r.Uint64() & r.Uint64() & (1<<width - 1) &^ lack
			}
			queries := make([]uint64, sizes[1])
			for i := range queries {
				queries[i] = key(1<<12 | 1<<27 | 1<<31) // the keys of a west half: holes lacked but for bit 8, which the masks rule out
			}
			if sizes[1] >= 1000 {
				all.Sort(queries, sieve)
			} else {
				all.Hold(queries, sieve)
			}
			for _, mask := range []uint64{1<<8 | 1<<27, 1 << 8} {
				base := make([]uint64, sizes[0])
				for i := range base {
					base[i] = f.Apply(key(dead))
				}
				kept.SetFree(&all, mask, &f)
				var want uint64
				n := 0
				for _, q := range queries {
					if q&mask != 0 {
						continue
					}
					n++
					for _, b := range base {
						if b&f.Apply(q) == 0 {
							want++
						}
					}
				}
				if len(kept.Keys) != n {
					t.Fatalf("sieve %v, mask %#x: SetFree kept %d keys, want %d", sieve, mask, len(kept.Keys), n)
				}
				if got := d.CountSorted(base, &kept, f.Width()); got != want {
					t.Errorf("sieve %v, %d×%d keys, mask %#x: CountSorted %d, pair by pair %d", sieve, sizes[0], sizes[1], mask, got, want)
				}
			}
		}
	}
}

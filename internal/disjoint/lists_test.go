package disjoint

import (
	"math/rand/v2"
	"testing"
)

// TestCountLists counts lists of queries against bases too small to
// slice, sliced whole, and sieved by up to every sieve bit, on chunks of
// chunkBits bits and on wide ones: each list's count that of its pairs
// compared one by one, added to what counts held.
func TestCountLists(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 26))
	var d Counter
	wide := useWide
	t.Cleanup(func() { useWide = wide })
	for _, useWide = range []bool{false, true} {
		for _, width := range []int{30, 38, 42} {
			for _, baseKeys := range []int{0, 10, 700, 5000, 70000} {
				base := randomKeys(r, baseKeys, width)
				var lists [][]uint64
				for _, k := range []int{0, 1, 40, 300, 900, 3} {
					lists = append(lists, randomKeys(r, k, width))
				}
				counts := make([]uint64, len(lists))
				for i := range counts {
					counts[i] = uint64(i) // CountLists adds
				}
				d.CountLists(base, lists, width, SieveRuns(6, 24), counts)
				for i, l := range lists {
					if want := uint64(i) + countPairsGo(base, l); counts[i] != want {
						t.Errorf("wide chunks %v, keys of %d bits, base of %d keys, list %d of %d keys: %d, want %d", useWide, width, baseKeys, i, len(l), counts[i], want)
					}
				}
			}
		}
	}
}

// TestCountCross counts lists of queries against bases one after another
// in one call: some sieved by as many bits as the one before, which
// count on the lists sorted for it, some by fewer or more, and bases too
// small to slice between them, whose counts sort into the lists' buffer;
// each count that of its pairs compared one by one, added to what counts
// held.
func TestCountCross(t *testing.T) {
	r := rand.New(rand.NewPCG(27, 28))
	var d Counter
	wide := useWide
	t.Cleanup(func() { useWide = wide })
	for _, useWide = range []bool{false, true} {
		for _, width := range []int{30, 42} {
			var bases, lists [][]uint64
			for _, k := range []int{5000, 5200, 700, 10, 4800, 20000, 0, 70000, 5000} {
				bases = append(bases, randomKeys(r, k, width))
			}
			for _, k := range []int{0, 1, 40, 300, 900, 3} {
				lists = append(lists, randomKeys(r, k, width))
			}
			counts := make([]uint64, len(bases)*len(lists))
			for i := range counts {
				counts[i] = uint64(i) // CountCross adds
			}
			d.CountCross(bases, lists, width, SieveRuns(6, 24), counts)
			for b, base := range bases {
				for i, l := range lists {
					c := b*len(lists) + i
					if want := uint64(c) + countPairsGo(base, l); counts[c] != want {
						t.Errorf("wide chunks %v, keys of %d bits, base %d of %d keys, list %d of %d keys: %d, want %d", useWide, width, b, len(base), i, len(l), counts[c], want)
					}
				}
			}
		}
	}
}

package stars

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// perfectMatchings calls f with each perfect matching of the vertices of
// left to those of right, as many, along the edges adj, as the vertex of
// right matched to each of left, tried plainly one vertex after another.
func perfectMatchings(adj [MaxN]uint32, left, right []int, f func(mate *[MaxN]int)) {
	var mate [MaxN]int
	var used [MaxN]bool
	var try func(i int)
	try = func(i int) {
		if i == len(left) {
			f(&mate)
			return
		}
		for _, j := range right {
			if !used[j] && adj[left[i]]&(1<<j) != 0 {
				used[j], mate[left[i]] = true, j
				try(i + 1)
				used[j] = false
			}
		}
	}
	try(0)
}

// TestPrune checks prune against every perfect matching of random
// graphs of up to 8 vertices a side, dense and sparse.
func TestPrune(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 16))
	for size := range 9 {
		t.Run(fmt.Sprintf("size=%d", size), func(t *testing.T) {
			matched := 0
			for range 300 {
				left := rng.Perm(MaxN)[:size]
				right := rng.Perm(MaxN)[:size]
				var adj [MaxN]uint32
				var leftBits uint32
				density := 1 + rng.IntN(4)
				for _, i := range left {
					leftBits |= 1 << i
					for _, j := range right {
						if rng.IntN(5) < density {
							adj[i] |= 1 << j
						}
					}
				}
				var want [MaxN]uint32
				any := false
				perfectMatchings(adj, left, right, func(mate *[MaxN]int) {
					any = true
					for _, i := range left {
						want[i] |= 1 << mate[i]
					}
				})
				got := adj
				if ok := prune(&got, leftBits); ok != any {
					t.Fatalf("%x on left %b: prune = %v, want %v", adj, leftBits, ok, any)
				}
				if !any {
					continue
				}
				matched++
				if got != want {
					t.Fatalf("%x on left %b: prune keeps %x, want %x", adj, leftBits, got, want)
				}
			}
			if size > 0 && matched == 0 {
				t.Errorf("no graph of size %d with a perfect matching", size)
			}
			if size > 2 && matched == 300 {
				t.Errorf("every graph of size %d with a perfect matching", size)
			}
		})
	}
	// The edges left are each a perfect matching's, so pruning again
	// keeps them all.
	adj := [MaxN]uint32{0: 0b0011, 1: 0b0011, 2: 0b1111, 3: 0b1100}
	want := adj
	want[2] = 0b1100
	if !prune(&adj, 0b1111) || adj != want {
		t.Fatalf("prune = %x, want %x", adj, want)
	}
	if !prune(&adj, 0b1111) || adj != want {
		t.Fatalf("prune again = %x, want %x", adj, want)
	}
}

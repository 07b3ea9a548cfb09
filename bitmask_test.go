package nqueens

import (
	"math/rand/v2"
	"testing"
)

func TestSome(t *testing.T) {
	for _, c := range []struct {
		x    uint64
		want uint64
	}{
		{0, 0}, {1, 1}, {6, 1}, {1 << 62, 1}, {1<<63 - 1, 1}, {1 << 63, 1},
	} {
		if got := some(c.x); got != c.want {
			t.Errorf("some(%#x) = %d, want %d", c.x, got, c.want)
		}
		for _, y := range []uint64{0, 1, 1 << 63} {
			want := c.want & some(y)
			if got := both(c.x, y); got != want {
				t.Errorf("both(%#x, %#x) = %d, want %d", c.x, y, got, want)
			}
		}
	}
}

// TestAllowedBelowTopBit checks what some relies on: the allowed squares of
// each row of a subproblem avoid column 63, or are just that square.
func TestAllowedBelowTopBit(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{8, 17, 63, 64} {
		rightInner := 0
		for range 20000 {
			s := start{int8(rng.IntN(n)), int8(rng.IntN(n)), int8(rng.IntN(n)), int8(rng.IntN(n))}
			if !s.valid(n) {
				continue
			}
			if s.right > 0 && int(s.right) < n-1 {
				rightInner++
			}
			var p startSearch
			p.set(n, s)
			for r, mask := range p.allowed[:p.rows] {
				if mask >= 1<<63 && mask != 1<<63 {
					t.Fatalf("n=%d, start %+v: row %d allows %#x", n, s, r+1, mask)
				}
			}
		}
		if rightInner == 0 {
			t.Errorf("n=%d: no start placement with its right queen in an inner row was tried", n)
		}
	}
}

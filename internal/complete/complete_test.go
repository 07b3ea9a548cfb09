package complete

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/nqueens-go/nqueens/internal/oracletest"
)

// randomGrid returns a grid of size n with queens placed at random, none
// attacking another, and about a quarter of the other squares blocked at
// random.
func randomGrid(rng *rand.Rand, n int) *Grid {
	g := &Grid{N: n}
	for range rng.IntN(n/2 + 1) {
		r, c := rng.IntN(n), rng.IntN(n)
		if _, ok := g.Queen(r); ok || attacks(g, r, c) {
			continue
		}
		g.Queens[r], g.Placed = c, g.Placed|1<<uint(r)
	}
	for r := range n {
		for c := range n {
			if q, ok := g.Queen(r); (!ok || q != c) && rng.IntN(4) == 0 {
				g.Blocked[r] |= 1 << uint(c)
			}
		}
	}
	return g
}

// attacks reports whether a queen at (r, c) attacks a queen placed in g.
func attacks(g *Grid, r, c int) bool {
	for qr := range g.N {
		if qc, ok := g.Queen(qr); ok && (qc == c || qr-r == qc-c || qr-r == c-qc) {
			return true
		}
	}
	return false
}

// oracle returns the completions of g, in lexicographic order, by the
// plain search of internal/oracletest: every column of every row, as
// plainly as can be.
func oracle(g *Grid) [][]int {
	return oracletest.Completions(g.N, func(r, c int) bool {
		q, ok := g.Queen(r)
		return (!ok || q == c) && g.Blocked[r]&(1<<uint(c)) == 0
	})
}

// TestCompletion walks and counts the completions of random grids of size
// up to 9, against the oracle; and pauses the walk after every few steps
// back up a row, which changes nothing of what it finds.
func TestCompletion(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 3))
	for range 500 {
		g := randomGrid(rng, rng.IntN(10))
		want := oracle(g)
		if got := New(g).Count(); got != uint64(len(want)) {
			t.Fatalf("%+v: Count = %d, the oracle finds %d", g, got, len(want))
		}
		for _, steps := range []int{math.MaxInt, 1, 2, 3, 7} {
			var got [][]int
			c := New(g)
			for {
				c.steps = steps
				if c.Advance() {
					got = append(got, c.Solution())
				} else if c.depth < 0 {
					break
				}
			}
			if !slices.EqualFunc(want, got, slices.Equal) {
				t.Fatalf("%+v, pausing every %d steps: %v; the oracle finds %v", g, steps, got, want)
			}
		}
	}
}

// TestSolveRestarts checks the search when it restarts after every dead end
// but a few, on random grids of size up to 10: it agrees with the oracle,
// proves the grids without completions so, and restarts.
func TestSolveRestarts(t *testing.T) {
	rng := rand.New(rand.NewPCG(40, 2))
	restarted := 0
	for range 2000 {
		g := randomGrid(rng, rng.IntN(11))
		want := oracle(g)
		v := newSolver(g)
		v.unit = 1
		ok, err := v.solve(context.Background())
		if err != nil || ok != (len(want) > 0) {
			t.Fatalf("%+v: solved: %v, %v; it has %d completions", g, ok, err, len(want))
		}
		if ok && !slices.ContainsFunc(want, func(b []int) bool { return slices.Equal(b, v.board[:g.N]) }) {
			t.Fatalf("%+v: solved as %v, not a completion", g, v.board[:g.N])
		}
		if v.runs > 1 {
			restarted++
		}
		v.release()
	}
	if restarted < 50 {
		t.Errorf("%d of 2000 searches restarted", restarted)
	}
}

// TestCutoff checks the first cutoffs of the restarts, and that they keep
// growing without overflow.
func TestCutoff(t *testing.T) {
	for i, want := range []int{64, 96, 144, 216, 324} {
		if got := cutoff(64, i+1); got != want {
			t.Errorf("cutoff(64, %d) = %d, want %d", i+1, got, want)
		}
	}
	last := 0
	for i := 1; i < 1000; i++ {
		c := cutoff(1, i)
		if c < last || c <= 0 {
			t.Fatalf("cutoff(1, %d) = %d after %d", i, c, last)
		}
		last = c
	}
	if last != math.MaxInt {
		t.Errorf("cutoff(1, 999) = %d, want the largest int", last)
	}
}

// TestBelow checks the sets of columns below each c.
func TestBelow(t *testing.T) {
	for c := 0; c <= 64; c++ {
		var want uint64
		for i := range c {
			want |= 1 << uint(i)
		}
		if below(c) != want {
			t.Errorf("below(%d) = %#x, want %#x", c, below(c), want)
		}
	}
	if bit(-1) != 0 || bit(64) != 0 || bit(3) != 8 {
		t.Error("bit")
	}
}

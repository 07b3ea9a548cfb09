package complete

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens/internal/oracletest"
)

// The truth of these tests is the oracle of complete_test.go: every column
// of every row tried in turn, as plainly as can be.

// uptoGrid returns a grid of size n whose queens are some of a solution's,
// so that many grids have completions, now and then with a queen of its
// own besides, and whose other squares are blocked with a density drawn
// from none to a half: grids with no completion, one, and many.
func uptoGrid(rng *rand.Rand, n int, solutions [][]int) *Grid {
	g := &Grid{N: n}
	if n > 0 && len(solutions) > 0 {
		sol := solutions[rng.IntN(len(solutions))]
		for range rng.IntN(n/2 + 2) {
			r := rng.IntN(n)
			g.Queens[r], g.Placed = sol[r], g.Placed|1<<uint(r)
		}
	}
	if n > 0 && rng.IntN(4) == 0 {
		if r, c := rng.IntN(n), rng.IntN(n); g.Placed&(1<<uint(r)) == 0 && !attacks(g, r, c) {
			g.Queens[r], g.Placed = c, g.Placed|1<<uint(r)
		}
	}
	density := rng.IntN(9) // in sixteenths
	for r := range n {
		for c := range n {
			if q, ok := g.Queen(r); (!ok || q != c) && rng.IntN(16) < density {
				g.Blocked[r] |= 1 << uint(c)
			}
		}
	}
	return g
}

// TestCountUpTo counts the completions of random grids of size up to 8,
// up to each limit, against the oracle: the count is the oracle's, or the
// limit where the oracle finds more; the first completion returned is one
// of the oracle's, nil where there is none; and a second call returns the
// same count, completion and work.
func TestCountUpTo(t *testing.T) {
	grids := 1500
	if testing.Short() {
		grids = 200
	}
	limits := []uint64{1, 2, 3, 1000}
	for n := range 9 {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(uint64(n), 41))
			solutions := oracle(&Grid{N: n})
			seen := map[string]int{} // grids of no, one and several completions
			for range grids {
				g := uptoGrid(rng, n, solutions)
				want := oracle(g)
				switch len(want) {
				case 0, 1:
					seen[fmt.Sprint(len(want))]++
				default:
					seen["several"]++
				}
				for _, limit := range limits {
					count, first, nodes, err := CountUpTo(context.Background(), g, limit)
					if err != nil {
						t.Fatalf("%+v, limit %d: %v", g, limit, err)
					}
					if wantCount := min(uint64(len(want)), limit); count != wantCount {
						t.Fatalf("%+v, limit %d: count %d, want %d (the oracle finds %d)", g, limit, count, wantCount, len(want))
					}
					switch {
					case count == 0 && first != nil:
						t.Fatalf("%+v, limit %d: no completion, but first %v", g, limit, first)
					case count > 0 && !slices.ContainsFunc(want, func(b []int) bool { return slices.Equal(b, first) }):
						t.Fatalf("%+v, limit %d: first %v is not a completion; the oracle finds %v", g, limit, first, want)
					}
					count2, first2, nodes2, err := CountUpTo(context.Background(), g, limit)
					if err != nil || count2 != count || nodes2 != nodes || !slices.Equal(first2, first) {
						t.Fatalf("%+v, limit %d: second call gives %d, %v, %d nodes, %v; the first %d, %v, %d nodes",
							g, limit, count2, first2, nodes2, err, count, first, nodes)
					}
				}
			}
			if n >= 6 && (seen["0"] == 0 || seen["1"] == 0 || seen["several"] == 0) {
				t.Errorf("completions of the grids: %v, want some of each", seen)
			}
			t.Logf("completions of the grids: %v", seen)
		})
	}
}

// TestCountUpToSolutions counts the solutions of the empty board, OEIS
// A000170, up to limits below, at and above the number.
func TestCountUpToSolutions(t *testing.T) {
	a000170 := []uint64{1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724}
	for n, total := range a000170 {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			for _, limit := range []uint64{1, max(total, 1), total + 1, 1 << 40} {
				if limit == 0 {
					continue
				}
				count, first, _, err := CountUpTo(context.Background(), &Grid{N: n}, limit)
				if want := min(total, limit); count != want || err != nil {
					t.Errorf("limit %d: %d, %v; want %d", limit, count, err, want)
				}
				if total > 0 && !oracletest.IsSolution(first) || total == 0 && first != nil {
					t.Errorf("limit %d: first %v", limit, first)
				}
			}
		})
	}
}

// TestCountUpToFirstFresh checks that the first completion belongs to the
// caller: changing it changes nothing that a later call returns.
func TestCountUpToFirstFresh(t *testing.T) {
	g := &Grid{N: 8}
	_, first, _, _ := CountUpTo(context.Background(), g, 2)
	want := slices.Clone(first)
	for i := range first {
		first[i] = -1
	}
	_, again, _, _ := CountUpTo(context.Background(), g, 2)
	if diff := cmp.Diff(want, again); diff != "" {
		t.Errorf("first completion after changing the last one's (-want +got):\n%s", diff)
	}
}

// countingContext is a context whose Err is nil for its first calls and
// then context.Canceled: a search cancelled at a point fixed in advance,
// whatever the machine's speed.
type countingContext struct {
	context.Context
	calls, live int
}

func (c *countingContext) Err() error {
	if c.calls++; c.calls > c.live {
		return context.Canceled
	}
	return nil
}

// TestCountUpToCancelled checks that a context done before the call, or
// done during the search, ends it with the context's error alone.
func TestCountUpToCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, n := range []int{0, 1, 8, 20, 64} {
		count, first, nodes, err := CountUpTo(ctx, &Grid{N: n}, 2)
		if !errors.Is(err, context.Canceled) || count != 0 || first != nil || nodes != 0 {
			t.Errorf("n=%d, cancelled before: %d, %v, %d nodes, %v; want 0, nil, 0, context.Canceled", n, count, first, nodes, err)
		}
	}
	// The board of 16 has 14,772,512 solutions: the search looks at its
	// context many times before the limit.
	for _, live := range []int{1, 2, 5} {
		ctx := &countingContext{Context: context.Background(), live: live}
		count, first, nodes, err := CountUpTo(ctx, &Grid{N: 16}, 1<<40)
		if !errors.Is(err, context.Canceled) || count != 0 || first != nil || nodes != 0 {
			t.Errorf("cancelled after %d looks: %d, %v, %d nodes, %v; want 0, nil, 0, context.Canceled", live, count, first, nodes, err)
		}
		if ctx.calls != live+1 {
			t.Errorf("cancelled after %d looks: %d looks, want %d", live, ctx.calls, live+1)
		}
	}
}

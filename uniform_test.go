package nqueens_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/puzzle"
)

// TestRandomUniformDraws checks RandomUniform by the chi-square statistic
// of its draws from a fixed seed over all the solutions of sizes 8 to 10;
// and that the same check finds a draw biased towards the first places,
// so that it can fail.
func TestRandomUniformDraws(t *testing.T) {
	t.Parallel()
	for n := 8; n <= 10; n++ {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			src := rand.NewPCG(uint64(n), 40)
			chi2, limit := drawsChiSquare(t, n, func() nqueens.Board {
				b, err := nqueens.RandomUniform(n, src)
				if err != nil {
					t.Fatal(err)
				}
				return b
			})
			if chi2 > limit {
				t.Errorf("n=%d: chi-square %.1f, above %.1f", n, chi2, limit)
			}
		})
	}
	t.Run("biased", func(t *testing.T) {
		const n = 8
		r := rand.New(rand.NewPCG(1, 40))
		chi2, limit := drawsChiSquare(t, n, func() nqueens.Board {
			// The lesser of two places: the first far more often.
			b, err := nqueens.Unrank(n, min(r.Uint64N(92), r.Uint64N(92)))
			if err != nil {
				t.Fatal(err)
			}
			return b
		})
		if chi2 <= limit {
			t.Errorf("a draw biased towards the first places: chi-square %.1f, not above %.1f", chi2, limit)
		}
	})
}

// TestRandomUniformFirstRow checks the column of row 0 of RandomUniform's
// boards of size 12, beyond the sizes whose every solution
// TestRandomUniformDraws tells apart, drawn from a fixed seed, by the
// chi-square statistic against the exact shares: the completions of a
// queen in each column of row 0, counted by puzzle.Puzzle. A column and its
// mirror image, which have as many, make one class, so that 1,200 draws
// expect at least 84 of each. How Unrank finds the place drawn at the
// sizes that count their rows, up to 16, is internal/rank's to test.
func TestRandomUniformFirstRow(t *testing.T) {
	if testing.Short() {
		t.Skip("draws 1,200 boards of size 12")
	}
	t.Parallel()
	const n, draws = 12, 1200
	counts := make([]uint64, n/2) // by column c < n/2 and its mirror image
	var total uint64
	for c := range counts {
		p := puzzle.New(n)
		if err := p.Place(0, c); err != nil {
			t.Fatal(err)
		}
		counts[c] = 2 * p.Count(0)
		total += counts[c]
	}
	seen := make([]int, n/2)
	src := rand.NewPCG(12, 40)
	for range draws {
		b, err := nqueens.RandomUniform(n, src)
		if err != nil {
			t.Fatal(err)
		}
		if err := b.Validate(); err != nil || len(b) != n {
			t.Fatalf("RandomUniform(%d) = %v: %v", n, b.Tuple(), err)
		}
		seen[min(b[0], n-1-b[0])]++
	}
	chi2 := 0.0
	for c, got := range seen {
		want := draws * float64(counts[c]) / float64(total)
		d := float64(got) - want
		chi2 += d * d / want
	}
	limit := chiSquareQuantile(len(seen)-1, 3.09)
	t.Logf("n=%d: %d draws, row 0's columns from the edge %v, chi-square %.1f, limit %.1f", n, draws, seen, chi2, limit)
	if chi2 > limit {
		t.Errorf("row 0's columns of %d draws of size %d: chi-square %.1f, above %.1f", draws, n, chi2, limit)
	}
}

// TestRandomUniformEdges checks the sizes without a search: the empty
// board, the board of one, and the two sizes without a solution; the
// error of a cancelled context; and the panics.
func TestRandomUniformEdges(t *testing.T) {
	src := rand.NewPCG(1, 2)
	for n, want := range map[int]string{0: "()", 1: "(1)"} {
		if b, err := nqueens.RandomUniform(n, src); err != nil || b.Tuple() != want {
			t.Errorf("RandomUniform(%d) = %v, %v", n, b.Tuple(), err)
		}
	}
	for _, n := range []int{2, 3} {
		want := fmt.Sprintf("nqueens: RandomUniform: size %d has no solution", n)
		if _, err := nqueens.RandomUniform(n, src); err == nil || err.Error() != want {
			t.Errorf("RandomUniform(%d): error %v, want %q", n, err, want)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := nqueens.RandomUniformContext(ctx, 13, src); !errors.Is(err, context.Canceled) {
		t.Errorf("RandomUniformContext, cancelled: %v", err)
	}
	nqueens.MustPanic(t, func() { nqueens.RandomUniform(nqueens.MaxUniform+1, src) }, "out of range")
	nqueens.MustPanic(t, func() { nqueens.RandomUniform(8, nil) }, "src is nil")
}

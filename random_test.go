package nqueens_test

import (
	"fmt"
	"hash/fnv"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/internal/golden"
)

func TestRandomSolutions(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	sizes := []int{100, 1000, 12345, 100_000}
	for n := range 41 {
		sizes = append(sizes, n)
	}
	for _, n := range sizes {
		b, ok := nqueens.Random(n, r)
		if n == 2 || n == 3 {
			if ok || b != nil {
				t.Errorf("Random(%d) = %v, %v; want nil, false", n, []int(b), ok)
			}
			continue
		}
		if !ok || len(b) != n {
			t.Fatalf("Random(%d) = a board of size %d, %v", n, len(b), ok)
		}
		if err := b.Validate(); err != nil {
			t.Errorf("Random(%d): %v", n, err)
		}
	}
	nqueens.MustPanic(t, func() { nqueens.Random(-1, r) }, "Random", "n = -1")
	nqueens.MustPanic(t, func() { nqueens.Random(8, nil) }, "Random", "src is nil")
}

// TestRandomUniform checks with a chi-square test that Random picks each
// solution of sizes up to uniformUpTo as often as any other: draws ten
// times as many boards as there are solutions, or more, with a fixed
// seed, and asks the statistic to be below its 0.1% upper quantile. Each
// draw costs about a count of its size. Size 9, odd, has start placements
// with the top queen in the middle column, which the even sizes lack.
func TestRandomUniform(t *testing.T) {
	t.Parallel()
	sizes := []int{6, 8, 9}
	if testing.Short() || nqueens.RaceEnabled {
		sizes = []int{6, 8}
	}
	for _, n := range sizes {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			r := rand.New(rand.NewPCG(uint64(n), 7))
			chi2, limit := drawsChiSquare(t, n, func() nqueens.Board {
				b, _ := nqueens.Random(n, r)
				return b
			})
			if chi2 > limit {
				t.Errorf("n=%d: chi-square %.1f, above %.1f", n, chi2, limit)
			}
		})
	}
}

// drawsChiSquare draws solutions of size n with draw, ten times as many
// as there are and at least 1,000, and returns the chi-square statistic of
// how often each was drawn against a uniform draw, and the value that it
// exceeds with a chance of 0.1% where the draw is uniform. It fails t if
// a draw is not a solution.
func drawsChiSquare(t *testing.T, n int, draw func() nqueens.Board) (chi2, limit float64) {
	t.Helper()
	solutions := nqueens.OracleOf(n)
	index := make(map[string]int)
	for i, b := range solutions {
		index[fmt.Sprint(b)] = i
	}
	draws := max(10*len(solutions), 1000)
	seen := make([]int, len(solutions))
	for range draws {
		b := draw()
		i, ok := index[fmt.Sprint(b)]
		if !ok {
			t.Fatalf("drew %v, not a solution of size %d", []int(b), n)
		}
		seen[i]++
	}
	want := float64(draws) / float64(len(solutions))
	for _, got := range seen {
		d := float64(got) - want
		chi2 += d * d / want
	}
	limit = chiSquareQuantile(len(solutions)-1, 3.09) // z of the 0.1% upper tail
	t.Logf("n=%d: %d draws of %d solutions, chi-square %.1f, limit %.1f, least drawn %d times", n, draws, len(solutions), chi2, limit, slices.Min(seen))
	return chi2, limit
}

// chiSquareQuantile returns the quantile of the chi-square distribution
// with df degrees of freedom where the standard normal's is z, by the
// approximation of Wilson and Hilferty.
func chiSquareQuantile(df int, z float64) float64 {
	k := float64(df)
	return k * math.Pow(1-2/(9*k)+z*math.Sqrt(2/(9*k)), 3)
}

// TestRandomStable checks the boards of testdata/random.txt, written by an
// earlier release: a seed gives the same board in every release. Nothing
// writes the file; a line is added by hand, and the test checks every
// line it holds.
func TestRandomStable(t *testing.T) {
	const file = "testdata/random.txt"
	checked := 0
	for number, line := range golden.Lines(t, file) {
		var n int
		var seed, hash uint64
		if _, err := fmt.Sscanf(line, "n=%d seed=%d board=%x", &n, &seed, &hash); err != nil {
			t.Fatalf("%s:%d: %q: %v", file, number, line, err)
		}
		if testing.Short() && n > 1000 {
			continue
		}
		b, _ := nqueens.Random(n, rand.New(rand.NewPCG(seed, 0)))
		h := fnv.New64a()
		for _, c := range b {
			fmt.Fprintf(h, "%d\n", c)
		}
		if got := h.Sum64(); got != hash {
			t.Errorf("%s:%d: Random(%d) with seed %d gives board %016x, want %016x: the boards of a seed changed", file, number, n, seed, got, hash)
		}
		checked++
	}
	if checked < 30 {
		t.Errorf("%s: %d lines checked, want the boards of the sizes on both sides of uniformUpTo", file, checked)
	}
}

package regions_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/nqueens-go/nqueens/regions"
	"github.com/nqueens-go/nqueens/regions/internal/stars/starstest"
)

// The oracles of the tests are those of internal/stars/starstest: plain
// searches, written without the engine, that say what the answers of a
// grid are; and the random grids they are asked about.

// rows returns the regions region, of a grid of n, row by row, as New
// takes them.
func rows(n int, region []int8) [][]int {
	out := make([][]int, n)
	for r := range out {
		out[r] = make([]int, n)
		for c := range n {
			out[r][c] = int(region[r*n+c])
		}
	}
	return out
}

// plain returns the puzzle of the oracles that p is, its queens and
// marks included, read through p's accessors.
func plain(p *regions.Puzzle) starstest.Puzzle {
	n := p.Size()
	v := p.Variant()
	o := starstest.Puzzle{N: n, K: max(v.Stars, 1), Diagonal: v.Rule == regions.DiagonalRule, Region: make([]int8, n*n)}
	for r := range n {
		for c := range n {
			o.Region[r*n+c] = int8(p.Region(r, c))
			if p.Queen(r, c) {
				o.Queens = append(o.Queens, r*n+c)
			}
			if p.Marked(r, c) {
				o.Out = append(o.Out, r*n+c)
			}
		}
	}
	return o
}

// squares returns the squares qs of a grid of n, in their order.
func squares(n int, qs []int) []regions.Square {
	var out []regions.Square
	for _, q := range qs {
		out = append(out, regions.Square{Row: q / n, Col: q % n})
	}
	return out
}

// answersOf returns the answers of p by the oracle, each as its squares
// row by row.
func answersOf(p *regions.Puzzle) [][]regions.Square {
	var out [][]regions.Square
	for _, a := range starstest.Oracle(plain(p)) {
		out = append(out, squares(p.Size(), a))
	}
	return out
}

// oneAnswer returns the one answer of p by the oracles, and fails t
// unless p has one: up to size 9 every answer is listed; above it, the
// count stops at a second.
func oneAnswer(t *testing.T, p *regions.Puzzle) []regions.Square {
	t.Helper()
	n := p.Size()
	if n <= 9 {
		all := answersOf(p)
		if len(all) != 1 {
			t.Fatalf("%v: %d answers, want 1", p, len(all))
		}
		return all[0]
	}
	c, last := starstest.Second(plain(p), 2)
	if c != 1 {
		t.Fatalf("%v: %d answers, want 1", p, c)
	}
	return squares(n, last)
}

// variantOf returns the variant of k stars, by the diagonal rule or not.
func variantOf(k int, diagonal bool) regions.Variant {
	v := regions.Variant{Stars: k}
	if diagonal {
		v.Rule = regions.DiagonalRule
	}
	return v
}

// drawPuzzle returns a random puzzle of size n, its regions grown from
// random squares or, one time in two, around a random answer.
func drawPuzzle(t testing.TB, rng *rand.Rand, n, k int, diagonal bool) *regions.Puzzle {
	t.Helper()
	for {
		var planted []int
		if rng.IntN(2) == 0 {
			planted = starstest.RandomAnswer(rng, n, k, diagonal)
		}
		region := starstest.RandomRegions(rng, n, k, planted)
		if region == nil {
			continue
		}
		p, err := regions.New(rows(n, region), variantOf(k, diagonal))
		if err != nil {
			t.Fatalf("New(%v): %v", rows(n, region), err)
		}
		return p
	}
}

// A kind is a kind of random puzzle the tests draw.
type kind struct {
	n, k     int
	diagonal bool
}

func (kd kind) String() string {
	rule := "touch"
	if kd.diagonal {
		rule = "diagonal"
	}
	return fmt.Sprintf("n=%d/k=%d/%s", kd.n, kd.k, rule)
}

// kinds: each size from 4 to 9 with one star and each rule, and 8 and 9
// with two.
var kinds = func() []kind {
	var ks []kind
	for n := 4; n <= 9; n++ {
		ks = append(ks, kind{n, 1, false}, kind{n, 1, true})
	}
	return append(ks, kind{8, 2, false}, kind{9, 2, false})
}()

// howMany returns how many random puzzles of kd a test draws: base for
// the small ones, fewer for the larger, whose oracle costs more; a quarter
// of them with -short.
func howMany(kd kind, base int) int {
	switch {
	case kd.n == 9 && kd.k > 1:
		base /= 6
	case kd.n == 9:
		base /= 4
	case kd.n == 8:
		base /= 2
	}
	if testing.Short() {
		base /= 4
	}
	return max(base, 2)
}

// bucket names a number of answers.
func bucket(c int) string {
	switch c {
	case 0:
		return "none"
	case 1:
		return "one"
	}
	return "several"
}

// contains reports whether answer holds square s.
func contains(answer []regions.Square, s regions.Square) bool {
	return slices.Contains(answer, s)
}

// consistent returns the answers of answers that hold every queen of p
// and no square it marks.
func consistent(p *regions.Puzzle, answers [][]regions.Square) [][]regions.Square {
	var out [][]regions.Square
	n := p.Size()
	for _, a := range answers {
		ok := true
		for r := range n {
			for c := range n {
				s := regions.Square{Row: r, Col: c}
				if p.Queen(r, c) && !contains(a, s) || p.Marked(r, c) && contains(a, s) {
					ok = false
				}
			}
		}
		if ok {
			out = append(out, a)
		}
	}
	return out
}

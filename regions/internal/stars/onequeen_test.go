package stars

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/nqueens-go/nqueens/regions/internal/stars/starstest"
)

// isAnswer reports whether queens, in increasing order, are an answer of
// p: one to each row, column and region, none breaking the rule, p's
// queens among them and none on its out squares.
func isAnswer(p puzzle, queens []int) bool {
	if len(queens) != p.N {
		return false
	}
	var rows, cols, regions [MaxN]int
	for i, q := range queens {
		rows[q/p.N]++
		cols[q%p.N]++
		regions[p.Region[q]]++
		for _, o := range queens[:i] {
			if p.Touches(o, q) {
				return false
			}
		}
		if slices.Contains(p.Out, q) {
			return false
		}
	}
	for i := range p.N {
		if rows[i] != 1 || cols[i] != 1 || regions[i] != 1 {
			return false
		}
	}
	for _, q := range p.Queens {
		if !slices.Contains(queens, q) {
			return false
		}
	}
	return true
}

// TestCountLarge checks Count, which searches as countOne does for one
// queen to a unit, and countGeneral against the second oracle on random
// grids of 10 to 16, too large for the first, in both storages, and of 17
// in Large, up to a limit, from the start and with a queen of an answer
// placed and squares ruled out.
func TestCountLarge(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 18))
	grids := 12
	if testing.Short() {
		grids = 6
	}
	counts := map[string]int{}
	for n := 10; n <= smallest; n++ {
		for _, diagonal := range []bool{false, true} {
			t.Run(kindName(n, 1, diagonal), func(t *testing.T) { countLarge[Small](t, rng, n, diagonal, grids, counts) })
		}
	}
	for n := 10; n <= smallest+1; n++ {
		for _, diagonal := range []bool{false, true} {
			t.Run("large/"+kindName(n, 1, diagonal), func(t *testing.T) { countLarge[Large](t, rng, n, diagonal, grids/2, counts) })
		}
	}
	starstest.Met(t, "random grids by their answers", counts, "none", "one", "several")
}

// countLarge is TestCountLarge for the grids of size n, of storage W.
func countLarge[W Words](t *testing.T, rng *rand.Rand, n int, diagonal bool, grids int, counts map[string]int) {
	const limit = 3
	for range grids {
		p := draw(rng, n, 1, diagonal)
		c, last := second(p, limit)
		if c > 0 && rng.IntN(2) == 0 {
			p.Queens = []int{last[rng.IntN(len(last))]}
			for q := range n * n {
				if !slices.Contains(last, q) && rng.IntN(5) == 0 {
					p.Out = append(p.Out, q)
				}
			}
			c, _ = second(p, limit)
		}
		counts[bucket(c)]++
		for _, e := range enginesOf[W]() {
			got, answers := countAll(t, e.count, stateAt[W](t, p), limit)
			if got != c {
				t.Fatalf("%+v: %s(%d) = %d, want %d", p, e.name, limit, got, c)
			}
			for _, a := range answers {
				if !isAnswer(p, a) {
					t.Fatalf("%+v: %s finds %v, no answer", p, e.name, a)
				}
			}
		}
	}
}

// TestCountOneGeneral checks that countOne and countGeneral find the same
// answers, all of them, on random grids of 10 to 12 with few.
func TestCountOneGeneral(t *testing.T) {
	rng := rand.New(rand.NewPCG(19, 20))
	grids := 20
	if testing.Short() {
		grids = 5
	}
	for n := 10; n <= 12; n++ {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			compared := 0
			for range grids {
				p := draw(rng, n, 1, rng.IntN(2) == 0)
				s := stateOf(t, p)
				c, want := countAll(t, counting(countGeneral[Small]), s, 200)
				if c == 200 {
					continue
				}
				compared++
				got, answers := countAll(t, counting(countOne[Small]), s, 200)
				if got != c || !slices.EqualFunc(answers, want, slices.Equal) {
					t.Fatalf("%+v: countOne finds %d answers %v, countGeneral %d %v", p, got, answers, c, want)
				}
			}
			if compared < grids/2 {
				t.Errorf("%d of %d grids with fewer than 200 answers", compared, grids)
			}
		})
	}
}

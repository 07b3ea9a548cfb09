package palette

import (
	"math/rand/v2"
	"testing"
)

// grow returns a random map of n connected regions on an n×n grid, grown
// from n seeds one square at a time.
func grow(n int, rng *rand.Rand) []int {
	region := make([]int, n*n)
	for q := range region {
		region[q] = -1
	}
	var frontier []int
	for r, q := range rng.Perm(n * n)[:n] {
		region[q] = r
		frontier = append(frontier, q)
	}
	for len(frontier) > 0 {
		i := rng.IntN(len(frontier))
		q := frontier[i]
		var free []int
		for _, d := range [][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}} {
			r, c := q/n+d[0], q%n+d[1]
			if r >= 0 && r < n && c >= 0 && c < n && region[r*n+c] < 0 {
				free = append(free, r*n+c)
			}
		}
		if len(free) == 0 {
			frontier = append(frontier[:i], frontier[i+1:]...)
			continue
		}
		p := free[rng.IntN(len(free))]
		region[p] = region[q]
		frontier = append(frontier, p)
	}
	return region
}

// TestRegions colours random maps of every size to 32, and the maps of
// stripes and of a spiral: up to Distinct regions each has a look of its
// own, and beyond, no two neighbours share one, nor a colour; every look
// is of a colour and pattern there is.
func TestRegions(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	stripes := func(n int) []int {
		region := make([]int, n*n)
		for q := range region {
			region[q] = q / n
		}
		return region
	}
	for n := 1; n <= 32; n++ {
		maps := [][]int{stripes(n)}
		for range 30 {
			maps = append(maps, grow(n, rng))
		}
		for _, region := range maps {
			looks := Regions(n, region)
			seen := map[Look]int{}
			for r, l := range looks {
				if l.Colour < 0 || l.Colour >= len(Colours) || l.Pattern < 0 || l.Pattern >= Patterns {
					t.Fatalf("n = %d: region %d gets %+v", n, r, l)
				}
				if other, ok := seen[l]; ok && n <= Distinct {
					t.Fatalf("n = %d: regions %d and %d both get %+v in %v", n, other, r, l, region)
				}
				seen[l] = r
			}
			for q := range n * n {
				for _, p := range []int{q + 1, q + n} {
					if p >= n*n || p == q+1 && p%n == 0 || region[p] == region[q] {
						continue
					}
					a, b := looks[region[q]], looks[region[p]]
					if a == b || n > Distinct && a.Colour == b.Colour {
						t.Fatalf("n = %d: neighbours %d and %d get %+v and %+v", n, region[q], region[p], a, b)
					}
				}
			}
		}
	}
}

// TestRegionsPanics: a grid of the wrong size, or a square in no region
// of it, is a programming error.
func TestRegionsPanics(t *testing.T) {
	for _, tc := range []struct {
		n      int
		region []int
	}{{0, nil}, {65, make([]int, 65*65)}, {2, []int{0, 1, 1}}, {2, []int{0, 1, 2, 1}}, {2, []int{0, -1, 1, 1}}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Regions(%d, %v) did not panic", tc.n, tc.region)
				}
			}()
			Regions(tc.n, tc.region)
		}()
	}
}

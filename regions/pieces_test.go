package regions_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/nqueens-go/nqueens/regions"
	"github.com/nqueens-go/nqueens/regions/internal/stars/starstest"
)

// scattered returns the regions of a grid of n, each square's drawn at
// random, every region with a square: most regions in pieces, as players
// draw them in level builders that reuse a colour.
func scattered(rng *rand.Rand, n int) [][]int {
	for {
		out := make([][]int, n)
		seen := make([]bool, n)
		for r := range out {
			out[r] = make([]int, n)
			for c := range out[r] {
				x := rng.IntN(n)
				out[r][c] = x
				seen[x] = true
			}
		}
		if !slices.Contains(seen, false) {
			return out
		}
	}
}

// plainPieces counts the pieces of region x of regions by filling, from
// each square of x not yet reached, the squares of x joined to it by
// sides, again and again until none is added.
func plainPieces(regions [][]int, x int) int {
	n := len(regions)
	reached := make([][]bool, n)
	for r := range reached {
		reached[r] = make([]bool, n)
	}
	pieces := 0
	for r := range n {
		for c := range n {
			if regions[r][c] != x || reached[r][c] {
				continue
			}
			pieces++
			reached[r][c] = true
			for grew := true; grew; {
				grew = false
				for i := range n {
					for j := range n {
						if regions[i][j] != x || reached[i][j] {
							continue
						}
						for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
							if a, b := i+d[0], j+d[1]; a >= 0 && a < n && b >= 0 && b < n && reached[a][b] {
								reached[i][j], grew = true, true
								break
							}
						}
					}
				}
			}
		}
	}
	return pieces
}

// TestPieces checks Pieces against plain filling, on grids grown whole
// and on grids scattered into pieces; and that a puzzle in pieces reads,
// writes and counts its answers as the oracle does.
func TestPieces(t *testing.T) {
	rng := rand.New(rand.NewPCG(61, 62))
	inPieces := 0
	for i := range 300 {
		n := 4 + i%6
		var grid [][]int
		if i%2 == 0 {
			grid = scattered(rng, n)
		} else {
			grid = rows(n, starstest.RandomRegions(rng, n, 1, nil))
		}
		p, err := regions.New(grid, regions.Variant{})
		if err != nil {
			t.Fatalf("New(%v): %v", grid, err)
		}
		for x := range n {
			want := plainPieces(grid, x)
			if got := p.Pieces(x); got != want {
				t.Fatalf("%v\nPieces(%d) = %d, want %d", p, x, got, want)
			}
			if want > 1 {
				inPieces++
			}
		}
		again, err := regions.Parse(p.String(), regions.Variant{})
		if err != nil || again.String() != p.String() {
			t.Fatalf("%v\nParse of its text form: %v, %v", p, again, err)
		}
		if n <= 7 {
			if got, want := p.Count(0), uint64(len(starstest.Oracle(plain(p)))); got != want {
				t.Fatalf("%v\nCount = %d, the oracle %d", p, got, want)
			}
		}
	}
	if inPieces == 0 {
		t.Error("no region in pieces among the grids")
	}
}

// TestPiecesPanics checks that Pieces refuses a region that is none.
func TestPiecesPanics(t *testing.T) {
	p, err := regions.Parse("AABB\nAABB\nCCDD\nCCDD", regions.Variant{})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range []int{-1, 4} {
		func() {
			defer func() {
				if e := recover(); e == nil || !strings.Contains(fmt.Sprint(e), fmt.Sprintf("region %d of a grid of 4", r)) {
					t.Errorf("Pieces(%d): panic %v", r, e)
				}
			}()
			p.Pieces(r)
		}()
	}
}

// TestLargeSizes checks puzzles of sizes 17 to 32, made as the tests
// can: their text and JSON forms read back the same, and the second
// oracle finds their one answer, the one Make gives and Solve finds.
func TestLargeSizes(t *testing.T) {
	sizes := []int{17, 20, 23, 26, 29, 32}
	if testing.Short() {
		sizes = []int{17, 25, 32}
	}
	for _, n := range sizes {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			p, answer, err := regions.Make(n, uint64(n), regions.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if p.Size() != n || len(answer) != n {
				t.Fatalf("size %d, %d queens", p.Size(), len(answer))
			}
			again, err := regions.Parse(p.String(), regions.Variant{})
			if err != nil || again.String() != p.String() {
				t.Fatalf("Parse of its text form: %v", err)
			}
			data, err := p.MarshalJSON()
			if err != nil {
				t.Fatal(err)
			}
			var q regions.Puzzle
			if err := q.UnmarshalJSON(data); err != nil || q.String() != p.String() {
				t.Fatalf("UnmarshalJSON of its JSON: %v", err)
			}
			if got := oneAnswer(t, p); !slices.Equal(got, answer) {
				t.Fatalf("the oracle's answer %v, Make's %v", got, answer)
			}
			if solved, err := p.Solve(); err != nil || !slices.Equal(solved, answer) {
				t.Fatalf("Solve = %v, %v; want %v", solved, err, answer)
			}
			if !strings.Contains(p.SVG(), fmt.Sprintf("%d by %d", n, n)) {
				t.Errorf("SVG does not name its size")
			}
		})
	}
}

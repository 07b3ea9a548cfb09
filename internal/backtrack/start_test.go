package backtrack

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync/atomic"
	"testing"

	"github.com/nqueens-go/nqueens/internal/dihedral"
	"github.com/nqueens-go/nqueens/internal/oracletest"
)

// TestStartClasses checks the classification of start placements against
// brute force: every way to put non-attacking queens on the border, one
// in each border line, grouped into classes by the symmetries of the
// square. starts must hold one placement of each class, with the class's
// size and the rotations that leave it unchanged.
func TestStartClasses(t *testing.T) {
	for n := 2; n <= 9; n++ {
		// Every set of border squares, one queen per border line.
		classOf := make(map[string]string) // placement -> least placement of its class
		var placements [][][2]int
		for top := range n {
			for bottom := range n {
				for left := range n {
					for right := range n {
						qs := borderQueens(n, Start{int8(top), int8(bottom), int8(left), int8(right)})
						if !onePerBorderLine(n, qs) || anyAttack(qs) {
							continue
						}
						if _, ok := classOf[fmt.Sprint(qs)]; !ok {
							classOf[fmt.Sprint(qs)] = ""
							placements = append(placements, qs)
						}
					}
				}
			}
		}
		orbitOf := func(qs [][2]int) map[string][][2]int {
			orbit := make(map[string][][2]int)
			for _, f := range oracletest.Symmetries {
				var img [][2]int
				for _, q := range qs {
					r, c := f(n, q[0], q[1])
					img = append(img, [2]int{r, c})
				}
				slices.SortFunc(img, func(a, b [2]int) int { return slices.Compare(a[:], b[:]) })
				orbit[fmt.Sprint(img)] = img
			}
			return orbit
		}
		classes := make(map[string]int) // a class, by its least member, -> its size
		for _, qs := range placements {
			orbit := orbitOf(qs)
			least := slices.Min(slices.Collect(mapKeys(orbit)))
			classes[least] = len(orbit)
		}

		got := make(map[string]bool)
		for _, s := range mustStarts(t, n) {
			qs := borderQueens(n, s)
			orbit := orbitOf(qs)
			least := slices.Min(slices.Collect(mapKeys(orbit)))
			size, ok := classes[least]
			if !ok {
				t.Errorf("n=%d: start %+v is no valid placement", n, s)
				continue
			}
			if got[least] {
				t.Errorf("n=%d: class of %+v listed twice", n, s)
			}
			got[least] = true
			cl, canonical := s.Canonical(n)
			if !canonical {
				t.Errorf("n=%d: start %+v is not canonical", n, s)
			}
			if cl.Size != uint64(size) {
				t.Errorf("n=%d: start %+v: class size %d, brute force finds %d", n, s, cl.Size, size)
			}
			half := sameSet(rotateSet(n, qs, 2), qs)
			quarter := sameSet(rotateSet(n, qs, 1), qs)
			if cl.HalfTurn != half || cl.QuarterTurn != quarter {
				t.Errorf("n=%d: start %+v: half turn %v, quarter turn %v; brute force finds %v, %v",
					n, s, cl.HalfTurn, cl.QuarterTurn, half, quarter)
			}
		}
		if len(got) != len(classes) {
			t.Errorf("n=%d: starts lists %d classes, brute force finds %d", n, len(got), len(classes))
		}
	}
}

// TestSubproblems checks each subproblem against the oracle: the
// completions of a start placement, in every orientation, are the
// solutions with those border queens, and the ones that a half or
// quarter turn leaves unchanged are counted right.
func TestSubproblems(t *testing.T) {
	var stop atomic.Bool
	for n := 4; n <= 9; n++ {
		byStart := make(map[Start][][]int)
		for _, b := range oracletest.Solutions(n) {
			s := Start{int8(b[0]), int8(b[n-1]), int8(slices.Index(b, 0)), int8(slices.Index(b, n-1))}
			byStart[s] = append(byStart[s], b)
		}
		for _, s := range mustStarts(t, n) {
			want := byStart[s]
			for _, g := range dihedral.Symmetries {
				img := s.Image(n, g)
				var p startSearch
				p.set(n, img)
				got, _, ok := p.count(&stop)
				if !ok || got != uint64(len(want)) {
					t.Errorf("n=%d: start %+v seen as %+v: %d completions, the oracle finds %d", n, s, img, got, len(want))
				}
			}
			cl, _ := s.Canonical(n)
			if !cl.HalfTurn {
				continue
			}
			var wantHalf, wantQuarter uint64
			for _, b := range want {
				img2, img1 := make([]int, n), make([]int, n)
				for r, c := range b {
					img2[n-1-r] = n - 1 - c
					img1[c] = n - 1 - r
				}
				if slices.Equal(img2, b) {
					wantHalf++
				}
				if slices.Equal(img1, b) {
					wantQuarter++
				}
			}
			half, quarter := s.symmetricCompletions(n)
			if half != wantHalf || quarter != wantQuarter {
				t.Errorf("n=%d: start %+v: %d and %d completions fixed by half and quarter turns, the oracle finds %d and %d",
					n, s, half, quarter, wantHalf, wantQuarter)
			}
		}
	}
}

// borderQueens returns the set of squares of the border queens of a start
// placement, each square once.
func borderQueens(n int, s Start) [][2]int {
	var qs [][2]int
	for _, q := range [][2]int{{0, int(s.Top)}, {n - 1, int(s.Bottom)}, {int(s.Left), 0}, {int(s.Right), n - 1}} {
		if !slices.Contains(qs, q) {
			qs = append(qs, q)
		}
	}
	slices.SortFunc(qs, func(a, b [2]int) int { return slices.Compare(a[:], b[:]) })
	return qs
}

func mapKeys[V any](m map[string]V) func(func(string) bool) {
	return func(yield func(string) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}

// onePerBorderLine reports whether each border line of the board holds
// exactly one of the queens qs.
func onePerBorderLine(n int, qs [][2]int) bool {
	var top, bottom, left, right int
	for _, q := range qs {
		if q[0] == 0 {
			top++
		}
		if q[0] == n-1 {
			bottom++
		}
		if q[1] == 0 {
			left++
		}
		if q[1] == n-1 {
			right++
		}
	}
	return top == 1 && bottom == 1 && left == 1 && right == 1
}

func anyAttack(qs [][2]int) bool {
	for i, p := range qs {
		for _, q := range qs[i+1:] {
			dr, dc := p[0]-q[0], p[1]-q[1]
			if dr == 0 || dc == 0 || dr == dc || dr == -dc {
				return true
			}
		}
	}
	return false
}

// rotateSet turns the squares qs clockwise by turns quarter turns.
func rotateSet(n int, qs [][2]int, turns int) [][2]int {
	out := slices.Clone(qs)
	for range turns {
		for i, q := range out {
			out[i] = [2]int{q[1], n - 1 - q[0]}
		}
	}
	return out
}

func sameSet(a, b [][2]int) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	for _, s := range [][][2]int{a, b} {
		slices.SortFunc(s, func(x, y [2]int) int { return slices.Compare(x[:], y[:]) })
	}
	return slices.Equal(a, b)
}

// mustStarts returns the canonical start placements of size n.
func mustStarts(t *testing.T, n int) []Start {
	t.Helper()
	list, err := Starts(context.Background(), n)
	if err != nil {
		t.Fatal(err)
	}
	return list
}

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
			s := Start{int8(rng.IntN(n)), int8(rng.IntN(n)), int8(rng.IntN(n)), int8(rng.IntN(n))}
			if !s.valid(n) {
				continue
			}
			if s.Right > 0 && int(s.Right) < n-1 {
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

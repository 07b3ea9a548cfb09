package nqueens

import (
	"fmt"
	"slices"
	"testing"
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
						qs := borderQueens(n, start{int8(top), int8(bottom), int8(left), int8(right)})
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
			for _, f := range testSymmetries {
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
			cl, canonical := s.canonical(n)
			if !canonical {
				t.Errorf("n=%d: start %+v is not canonical", n, s)
			}
			if cl.size != uint64(size) {
				t.Errorf("n=%d: start %+v: class size %d, brute force finds %d", n, s, cl.size, size)
			}
			half := sameSet(rotateSet(n, qs, 2), qs)
			quarter := sameSet(rotateSet(n, qs, 1), qs)
			if cl.halfTurn != half || cl.quarterTurn != quarter {
				t.Errorf("n=%d: start %+v: half turn %v, quarter turn %v; brute force finds %v, %v",
					n, s, cl.halfTurn, cl.quarterTurn, half, quarter)
			}
		}
		if len(got) != len(classes) {
			t.Errorf("n=%d: starts lists %d classes, brute force finds %d", n, len(got), len(classes))
		}
	}
}

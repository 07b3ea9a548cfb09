package oracletest

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestSolutions checks the number of solutions of each size up to 10
// against OEIS A000170, and that they come in lexicographic order.
func TestSolutions(t *testing.T) {
	a000170 := []int{1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724}
	for n, want := range a000170 {
		all := Solutions(n)
		if len(all) != want {
			t.Errorf("n=%d: %d solutions, OEIS A000170 says %d", n, len(all), want)
		}
		if !slices.IsSortedFunc(all, slices.Compare) {
			t.Errorf("n=%d: the solutions are not in lexicographic order", n)
		}
		if diff := cmp.Diff(all, SharedSolutions(n)); diff != "" {
			t.Errorf("n=%d: SharedSolutions (-Solutions +SharedSolutions):\n%s", n, diff)
		}
	}
}

// TestIsSolution checks IsSolution on every board of size up to 6, which
// EveryBoard gives, against the list of solutions.
func TestIsSolution(t *testing.T) {
	for n := range 7 {
		all := Solutions(n)
		var boards int
		EveryBoard(n, func(b []int) {
			boards++
			if got, want := IsSolution(b), slices.ContainsFunc(all, func(s []int) bool { return slices.Equal(s, b) }); got != want {
				t.Fatalf("IsSolution(%v) = %t, want %t", b, got, want)
			}
		})
		if want := int(math.Pow(float64(n), float64(n))); boards != want {
			t.Errorf("n=%d: EveryBoard gives %d boards, want %d", n, boards, want)
		}
	}
}

// TestCompletions checks the completions of random partly filled boards
// against the solutions that keep to their free squares, and the first of
// them against the start of the list.
func TestCompletions(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 7))
	for range 200 {
		n := rng.IntN(10)
		blocked := make([][]bool, n)
		for r := range n {
			blocked[r] = make([]bool, n)
			for c := range n {
				blocked[r][c] = rng.IntN(5) == 0
			}
		}
		free := func(r, c int) bool { return !blocked[r][c] }
		var want [][]int
		for _, s := range Solutions(n) {
			kept := true
			for r, c := range s {
				kept = kept && free(r, c)
			}
			if kept {
				want = append(want, s)
			}
		}
		if got := Completions(n, free); !slices.EqualFunc(want, got, slices.Equal) {
			t.Fatalf("n=%d, blocked %v: %v, want %v", n, blocked, got, want)
		}
		for _, limit := range []int{0, 1, 2, 5} {
			first := want[:min(limit, len(want))]
			if got := FirstCompletions(n, free, limit); !slices.EqualFunc(first, got, slices.Equal) {
				t.Fatalf("n=%d, blocked %v, limit %d: %v, want %v", n, blocked, limit, got, first)
			}
		}
	}
}

// TestSymmetries checks that the symmetries are eight different maps of
// the square onto itself, and that the image of a solution under each is
// a solution.
func TestSymmetries(t *testing.T) {
	for n := 1; n <= 8; n++ {
		seen := make(map[string]bool)
		for g, f := range Symmetries {
			var images [][2]int
			for r := range n {
				for c := range n {
					ir, ic := f(n, r, c)
					images = append(images, [2]int{ir, ic})
					if ir < 0 || ir >= n || ic < 0 || ic >= n {
						t.Fatalf("n=%d: symmetry %d maps (%d, %d) off the board, to (%d, %d)", n, g, r, c, ir, ic)
					}
				}
			}
			key := fmt.Sprint(images)
			if seen[key] && n > 1 {
				t.Errorf("n=%d: symmetry %d is one of those before it", n, g)
			}
			seen[key] = true
			for _, s := range Solutions(n) {
				if img := Image(s, f); !IsSolution(img) {
					t.Errorf("n=%d: the image of %v under symmetry %d, %v, is no solution", n, s, g, img)
				}
			}
		}
	}
}

package torus

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestSmallerShift checks smallerShift against every shift built and
// tested in full, for solutions s and placements m of sizes 1 to 11: the
// images of s under the square's symmetries, which are solutions, and
// random placements, most of which are not.
func TestSmallerShift(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 4))
	for n := 1; n <= 11; n++ {
		solutions := oracleSolutions(n)
		w := newSearcher(n, Torus)
		for trial := range 300 {
			if len(solutions) == 0 {
				break
			}
			s := solutions[rng.IntN(len(solutions))]
			copy(w.s[:], s)
			var m [MaxN]int
			solution := trial%2 == 0
			if solution {
				for r, c := range s {
					r, c = oracleSquare[trial/2%8](n, r, c)
					m[r] = c
				}
			} else {
				copy(m[:], rng.Perm(n))
			}
			want := false
			for a := range n {
				for b := range n {
					q := make([]int, n)
					for i := range n {
						q[(i+a)%n] = (m[i] + b) % n
					}
					if oracleIsSolution(q) && slices.Compare(q, s) < 0 {
						want = true
					}
				}
			}
			if got := w.smallerShift(&m); got != want {
				t.Errorf("n=%d: smallerShift(%v) with s = %v: %v, want %v", n, m[:n], s, got, want)
			}
		}
	}
}

// TestSmallerShiftLarge checks smallerShift as TestSmallerShift does on
// sizes up to MaxN, whose masks fill their words: for the images of a
// solution built by the classic explicit construction under the square's
// symmetries and under multipliers, and random placements w.s to compare
// with.
func TestSmallerShiftLarge(t *testing.T) {
	rng := rand.New(rand.NewPCG(32, 1))
	for _, n := range []int{20, 25, 29, 30, 31, MaxN} {
		solution := explicitSolution(n)
		if !oracleIsSolution(solution) {
			t.Fatalf("n=%d: explicitSolution = %v, not a solution", n, solution)
		}
		w := newSearcher(n, Torus)
		for trial := range 24 {
			copy(w.s[:], rng.Perm(n))
			var m [MaxN]int
			isSolution := trial < 16
			if isSolution {
				for r, c := range solution {
					r, c = oracleSquare[trial%8](n, r, c)
					m[r] = c
				}
			} else {
				// The solution times a multiplier, mostly not a solution.
				multipliers := oracleMultipliers(n, Similar)
				f := multipliers[rng.IntN(len(multipliers))]
				for r, c := range solution {
					m[f*r%n] = f * c % n
				}
			}
			want := false
			for a := range n {
				for b := range n {
					q := make([]int, n)
					for i := range n {
						q[(i+a)%n] = (m[i] + b) % n
					}
					if oracleIsSolution(q) && slices.Compare(q, w.s[:n]) < 0 {
						want = true
					}
				}
			}
			if got := w.smallerShift(&m); got != want {
				t.Errorf("n=%d: smallerShift(%v) with s = %v: %v, want %v", n, m[:n], w.s[:n], got, want)
			}
		}
	}
}

// explicitSolution returns a solution of size n ≥ 4 by the classic
// construction: the even columns, then the odd ones (counting from 1),
// with a few moved where n mod 6 is 2 or 3.
func explicitSolution(n int) []int {
	var evens, odds []int
	for c := 2; c <= n; c += 2 {
		evens = append(evens, c)
	}
	for c := 1; c <= n; c += 2 {
		odds = append(odds, c)
	}
	switch n % 6 {
	case 2:
		odds[0], odds[1] = 3, 1
		odds = append(slices.Delete(odds, 2, 3), 5)
	case 3:
		evens = append(evens[1:], 2)
		odds = append(odds[2:], 1, 3)
	}
	var solution []int
	for _, c := range append(evens, odds...) {
		solution = append(solution, c-1)
	}
	return solution
}

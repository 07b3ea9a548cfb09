package backtrack

import (
	"fmt"
	"math/bits"

	"github.com/nqueens-go/nqueens/internal/dihedral"
)

// --- The fundamental solutions of a unit ---
//
// By Burnside's lemma, the number of classes of a set of solutions under a
// group of symmetries that maps it to itself is the average over the group
// of the number of solutions each symmetry leaves unchanged. No solution
// of size n ≥ 2 is its own mirror image, so only the rotations count.

// fundamental returns the number of classes, under the symmetries of the
// board, of the solutions of size n whose start placements are in the
// class cl of s, given found, the number of completions of s. They are
// images of the completions of s, which fall into classes of their own
// under the symmetries that leave s unchanged: as many classes, by
// Burnside's lemma, as completions that each such symmetry leaves
// unchanged, summed and divided by the number of those symmetries. Only
// the rotations count, and only a placement that a half turn leaves
// unchanged has completions a rotation leaves unchanged.
func (s Start) fundamental(n int, cl Class, found uint64) uint64 {
	fixed := found
	if cl.HalfTurn {
		half, quarter := s.symmetricCompletions(n)
		fixed += half
		if cl.QuarterTurn {
			fixed += 2 * quarter
		}
	}
	stabilizer := uint64(len(dihedral.Symmetries)) / cl.Size // the symmetries that leave s unchanged
	if fixed%stabilizer != 0 {
		panic(fmt.Sprintf("nqueens: start placement %v of size %d: %d completions fixed by %d symmetries", s, n, fixed, stabilizer))
	}
	return fixed / stabilizer
}

// symmetricCompletions returns the number of completions of s, which a
// half turn leaves unchanged, that the half turn leaves unchanged too, and
// the number of them that a quarter turn does. It searches the inner rows
// from the top, over the squares the start queens leave free: in the lower
// half, a row's queen is the image of the queen of its mirror row.
func (s Start) symmetricCompletions(n int) (half, quarter uint64) {
	var p startSearch
	p.set(n, s)
	b := make([]int, n) // the column of each row's queen
	b[0], b[n-1] = int(s.Top), int(s.Bottom)
	var place func(r int, cols, diag, anti uint64)
	place = func(r int, cols, diag, anti uint64) {
		if r == n-1 {
			half++
			turns := true
			for r, c := range b {
				turns = turns && b[c] == n-1-r // (r, c) turns to (c, n-1-r)
			}
			if turns {
				quarter++
			}
			return
		}
		free := p.allowed[r-1] &^ (cols | diag | anti)
		switch mirror := n - 1 - r; {
		case mirror < r:
			free &= 1 << uint(n-1-b[mirror])
		case mirror == r:
			free &= 1 << uint(r) // the middle row's queen at the centre
		}
		for ; free != 0; free &= free - 1 {
			bit := free & -free
			b[r] = bits.TrailingZeros64(bit)
			place(r+1, cols|bit, (diag|bit)<<1, (anti|bit)>>1)
		}
	}
	place(1, 0, 0, 0)
	return half, quarter
}

// Package burnside finds the fundamental solutions of a board size from
// the number of all of them, by Burnside's lemma: it counts the solutions
// that the turns of the board leave unchanged.
package burnside

import (
	"context"
	"fmt"
	"math/bits"
	"slices"

	"github.com/nqueens-go/nqueens/internal/engine"
)

// --- Burnside's lemma ---
//
// By Burnside's lemma, the number of classes of solutions under the eight
// symmetries of the board is the average over the symmetries of the number
// of solutions each leaves unchanged. No solution of size n ≥ 2 is its own
// mirror image, so only the identity, the half turn and the two quarter
// turns count: Unique = (Total + F180 + 2·F90)/8, where F180 and F90 count
// the solutions that a half turn and a quarter turn leave unchanged. A
// count whose units count no fundamental solutions of their own, as the
// join's, gets those of the whole size from its total here (burnside); the
// backtracking engine applies the lemma to each unit (internal/backtrack).

// pollPlacements is how many queens turnSearch places between two looks
// at its context: few enough that a cancelled search stops soon, enough
// that the looks cost nothing to speak of.
const pollPlacements = 1 << 16

// MaxN is the largest size Unique and Fixed handle: the diagonals of the
// board must fit in a uint64.
const MaxN = 32

// Fixed returns the number of solutions of size n, 2 ≤ n ≤ MaxN,
// that a half turn leaves unchanged, and the number that a quarter turn
// does, or ctx.Err() if ctx is done before it has counted them.
func Fixed(ctx context.Context, n int) (half, quarter uint64, err error) {
	if err := ctx.Err(); err != nil {
		return 0, 0, err
	}
	if half, err = halfTurnSearch(ctx, n); err != nil {
		return 0, 0, err
	}
	if n%4 == 0 || n%4 == 1 {
		if quarter, err = turnSearch(ctx, n, true); err != nil {
			return 0, 0, err
		}
	}
	return half, quarter, nil
}

// halfTurnSearch counts the solutions of size n that a half turn leaves
// unchanged. It places a queen in each row r of the top half, from the
// top, with its image at (n-1-r, n-1-c), and for odd n the centre's queen
// last. The columns and diagonals the queens hold are then symmetric, so
// one mask of each, with each diagonal's bits in the order of the columns
// of the row at hand after a shift, rules out both a queen's squares and
// its image's: a loop of masks with a stack of its own, where turnSearch
// tests each image of each queen. It looks at ctx every 65,536 queens.
func halfTurnSearch(ctx context.Context, n int) (uint64, error) {
	// Bit c-r+n-1 of diag and bit r+c of anti stand for the diagonal and
	// the anti-diagonal of the square (r, c).
	type level struct{ cols, diag, anti, free uint64 }
	h := n / 2
	all := uint64(1)<<uint(n) - 1
	var middle uint64 // the middle column of an odd size, whose queen is its own image
	if n%2 == 1 {
		middle = 1 << uint(h)
	}
	// freeIn returns the columns of row r where a queen and its image
	// attack neither each other nor the queens of l.
	freeIn := func(r int, l level) uint64 {
		own := uint64(1)<<uint(r) | uint64(1)<<uint(n-1-r) | middle // the image on the queen's diagonal, anti-diagonal or column
		return all &^ (l.cols | l.diag>>uint(n-1-r) | l.anti>>uint(r) | own)
	}
	var stack [MaxN / 2]level
	stack[0].free = freeIn(0, level{})
	var found uint64
	placed := 0
	for r := 0; r >= 0; {
		l := &stack[r]
		if l.free == 0 {
			r--
			continue
		}
		c := bits.TrailingZeros64(l.free)
		l.free &= l.free - 1
		next := level{
			cols: l.cols | 1<<uint(c) | 1<<uint(n-1-c),
			diag: l.diag | 1<<uint(c-r+n-1) | 1<<uint(r-c+n-1),
			anti: l.anti | 1<<uint(r+c) | 1<<uint(2*n-2-r-c),
		}
		if r == h-1 {
			// The centre of an odd size, (h, h), on column h and the
			// diagonals n-1.
			if n%2 == 0 || (next.diag|next.anti)>>uint(n-1)&1 == 0 {
				found++
			}
			continue
		}
		if placed++; placed%pollPlacements == 0 {
			if err := ctx.Err(); err != nil {
				return 0, err
			}
		}
		next.free = freeIn(r+1, next)
		if n%2 == 0 && r+1 == h-1 {
			found += uint64(bits.OnesCount64(next.free)) // each completes a solution
			continue
		}
		r++
		stack[r] = next
	}
	return found, nil
}

// turnSearch counts the solutions of size n that a half turn, or with
// quarter set a quarter turn, leaves unchanged. It places queens row by
// row from the top, each with its images under the turns, and stops at the
// middle of the board, where the images have filled every row below. It
// looks at ctx every pollPlacements queens, 65,536.
func turnSearch(ctx context.Context, n int, quarter bool) (uint64, error) {
	var found uint64
	var err error
	placed := 0
	type state struct{ rows, cols, diag, anti uint64 }
	var place func(r int, s state)
	place = func(r int, s state) {
		for r < n && s.rows>>uint(r)&1 != 0 {
			r++
		}
		if r >= n {
			found++
			return
		}
		for free := (uint64(1)<<uint(n) - 1) &^ s.cols; free != 0 && err == nil; free &= free - 1 {
			c := bits.TrailingZeros64(free)
			images := [4][2]int{{r, c}, {n - 1 - r, n - 1 - c}, {c, n - 1 - r}, {n - 1 - c, r}}
			k := 2
			if quarter {
				k = 4
			}
			t, ok := s, true
			for i := 0; i < k && ok; i++ {
				if slices.Contains(images[:i], images[i]) {
					continue // the centre, its own image
				}
				qr, qc := images[i][0], images[i][1]
				rowBit, colBit := uint64(1)<<uint(qr), uint64(1)<<uint(qc)
				d, a := uint64(1)<<uint(qr-qc+n-1), uint64(1)<<uint(qr+qc)
				ok = t.rows&rowBit == 0 && t.cols&colBit == 0 && t.diag&d == 0 && t.anti&a == 0
				t = state{t.rows | rowBit, t.cols | colBit, t.diag | d, t.anti | a}
			}
			if ok {
				if placed++; placed%pollPlacements == 0 {
					err = ctx.Err()
				}
				place(r+1, t)
			}
		}
	}
	place(0, state{})
	return found, err
}

// A NotTotalError is the error of Unique for a total that cannot be the
// number of solutions of its size.
type NotTotalError struct {
	N     int
	Total uint64
	Why   string
}

func (e *NotTotalError) Error() string { return e.Why }

// Unique returns the number of fundamental solutions of size n, 0 ≤ n ≤
// MaxN, given the number of all of them, total: (total + F180 + 2·F90)/8
// for n ≥ 2. It returns a *NotTotalError if total cannot be that number:
// the lemma's sum does not divide by eight, or total is less than the
// solutions a turn leaves unchanged; engine.ErrOverflow if the sum does not
// fit in a uint64; and ctx.Err() if ctx is done first.
func Unique(ctx context.Context, n int, total uint64) (uint64, error) {
	if n < 2 {
		if total != 1 {
			return 0, &NotTotalError{n, total, fmt.Sprintf("size %d has 1 solution, not %d", n, total)}
		}
		return 1, nil
	}
	half, quarter, err := Fixed(ctx, n)
	if err != nil {
		return 0, err
	}
	sum, ok := engine.AddWeighted(total, 1, half)
	if ok {
		sum, ok = engine.AddWeighted(sum, 2, quarter)
	}
	if !ok {
		return 0, engine.ErrOverflow
	}
	if sum%8 != 0 || total < half {
		return 0, &NotTotalError{n, total, fmt.Sprintf("%d is not the number of solutions of size %d: with the %d that a half turn and the %d that a quarter turn leave unchanged, Burnside's lemma gives %d/8 classes", total, n, half, quarter, sum)}
	}
	return sum / 8, nil
}

package nqueens

import (
	"context"
	"math/bits"
	"slices"

	"github.com/nqueens-go/nqueens/internal/seam"
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
// at its context: a millisecond or so of search.
const pollPlacements = 1 << 16

// maxTurnN is the largest size turnFixed handles: the diagonals of the
// board must fit in a uint64.
const maxTurnN = 32

// turnFixed returns the number of solutions of size n, 2 ≤ n ≤ maxTurnN,
// that a half turn leaves unchanged, and the number that a quarter turn
// does, or ctx.Err() if ctx is done before it has counted them.
func turnFixed(ctx context.Context, n int) (half, quarter uint64, err error) {
	if err := ctx.Err(); err != nil {
		return 0, 0, err
	}
	if half, err = turnSearch(ctx, n, false); err != nil {
		return 0, 0, err
	}
	if n%4 == 0 || n%4 == 1 {
		if quarter, err = turnSearch(ctx, n, true); err != nil {
			return 0, 0, err
		}
	}
	return half, quarter, nil
}

// turnSearch counts the solutions of size n that a half turn, or with
// quarter set a quarter turn, leaves unchanged. It places queens row by
// row from the top, each with its images under the turns, and stops at the
// middle of the board, where the images have filled every row below. It
// looks at ctx every 65,536 queens, a millisecond or so of search.
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
		for free := columnsBelow(n) &^ s.cols; free != 0 && err == nil; free &= free - 1 {
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

// UniqueFromTotal returns the number of fundamental solutions of size n,
// given the number of all of them, total: it counts the solutions that the
// turns of the board leave unchanged, and applies Burnside's lemma. The
// subproblems of a count by [Join] or [Join2] count no fundamental
// solutions of their own, so a join count split into shards gets them from
// the sum of the shards' Totals, as [SumCounts] does with UniqueFromTotal.
//
// Its search takes far less time than a count of size n, but grows with n
// as fast: milliseconds up to 18, about 5 s for 22, over 30 s for 24.
// It returns ctx.Err() if ctx is done before it has finished; an error if
// n is outside [0, 32], or if total cannot be the number of solutions of
// size n: the lemma's sum does not divide by eight, or total is less than
// the solutions a turn leaves unchanged. It panics if ctx is nil.
func UniqueFromTotal(ctx context.Context, n int, total uint64) (uint64, error) {
	checkContext("UniqueFromTotal", ctx)
	unique, err := uniqueFromTotal(ctx, n, total)
	return unique, named("UniqueFromTotal", err)
}

// uniqueFromTotal is UniqueFromTotal.
func uniqueFromTotal(ctx context.Context, n int, total uint64) (uint64, error) {
	if n < 0 || n > maxTurnN {
		return 0, problemf("n = %d out of range [0, %d]", n, maxTurnN)
	}
	if n < 2 {
		if total != 1 {
			return 0, problemf("size %d has 1 solution, not %d", n, total)
		}
		return 1, nil
	}
	return burnside(ctx, n, total)
}

// burnside returns (total + F180 + 2·F90)/8 for size n ≥ 2, or an error if
// total cannot be the number of solutions of size n, or ctx.Err().
func burnside(ctx context.Context, n int, total uint64) (uint64, error) {
	half, quarter, err := turnFixed(ctx, n)
	if err != nil {
		return 0, err
	}
	sum, ok := seam.AddWeighted(total, 1, half)
	if ok {
		sum, ok = seam.AddWeighted(sum, 2, quarter)
	}
	if !ok {
		return 0, overflowError(n)
	}
	if sum%8 != 0 || total < half {
		return 0, problemf("%d is not the number of solutions of size %d: with the %d that a half turn and the %d that a quarter turn leave unchanged, Burnside's lemma gives %d/8 classes", total, n, half, quarter, sum)
	}
	return sum / 8, nil
}

package nqueens

import (
	"fmt"
	"math/bits"
	"slices"
)

// --- Solutions that a turn of the board leaves unchanged ---
//
// By Burnside's lemma, the number of classes of solutions under the eight
// symmetries of the board is the average over the symmetries of the number
// of solutions each leaves unchanged. No solution of size n ≥ 2 is its own
// mirror image, so only the identity, the half turn and the two quarter
// turns count: Unique = (Total + F180 + 2·F90)/8, where F180 and F90 count
// the solutions that a half turn and a quarter turn leave unchanged. Such a
// solution is fixed by its queens in the top half of the board, and the
// search for them is much smaller than a count.

// maxTurnN is the largest size turnFixed handles: the diagonals of the
// board must fit in a uint64.
const maxTurnN = 32

// turnFixed returns the number of solutions of size n, 2 ≤ n ≤ maxTurnN,
// that a half turn leaves unchanged, and the number that a quarter turn
// does. The search places queens row by row from the top, each with its
// images under the turns, and stops at the middle of the board, where the
// images have filled every row below.
func turnFixed(n int) (half, quarter uint64) {
	half = turnSearch(n, false)
	if n%4 == 0 || n%4 == 1 {
		quarter = turnSearch(n, true)
	}
	return half, quarter
}

// turnSearch counts the solutions of size n that a half turn, or with
// quarter set a quarter turn, leaves unchanged.
func turnSearch(n int, quarter bool) uint64 {
	var found uint64
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
		for free := columnsBelow(n) &^ s.cols; free != 0; free &= free - 1 {
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
				place(r+1, t)
			}
		}
	}
	place(0, state{})
	return found
}

// UniqueFromTotal returns the number of fundamental solutions of size n,
// given the number of all of them, total, as the sum of the Totals of every
// shard of a count: it counts the solutions that the turns of the board
// leave unchanged, and applies Burnside's lemma. A count by [Join] needs it
// to give the fundamental solutions of a count split into shards, whose
// Counts have no Unique of their own.
//
// It returns an error if n is outside [0, 32], or if total cannot be the
// number of solutions of size n: the lemma's sum does not divide by eight,
// or total is less than the solutions a turn leaves unchanged.
func UniqueFromTotal(n int, total uint64) (uint64, error) {
	if n < 0 || n > maxTurnN {
		return 0, fmt.Errorf("nqueens: UniqueFromTotal: n = %d out of range [0, %d]", n, maxTurnN)
	}
	if n < 2 {
		if total != 1 {
			return 0, fmt.Errorf("nqueens: UniqueFromTotal: size %d has 1 solution, not %d", n, total)
		}
		return 1, nil
	}
	return burnside("UniqueFromTotal", n, total)
}

// burnside returns (total + F180 + 2·F90)/8 for size n ≥ 2, or an error
// that names fn if total cannot be the number of solutions of size n.
func burnside(fn string, n int, total uint64) (uint64, error) {
	half, quarter := turnFixed(n)
	sum, ok := addWeighted(total, 1, half)
	if ok {
		sum, ok = addWeighted(sum, 2, quarter)
	}
	if !ok {
		return 0, overflowError(fn, n)
	}
	if sum%8 != 0 || total < half {
		return 0, fmt.Errorf("nqueens: %s: %d is not the number of solutions of size %d: with the %d that a half turn and the %d that a quarter turn leave unchanged, Burnside's lemma gives %d/8 classes", fn, total, n, half, quarter, sum)
	}
	return sum / 8, nil
}

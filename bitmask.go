package nqueens

import (
	"fmt"
	"math/bits"
)

// count returns the number of solutions of size n, for n in [0, MaxN].
//
// Every solution has a mirror image, reflected left to right, whose queen in
// the first row stands on the other side of the middle column. So count
// searches only the solutions whose first queen is in the left half and
// doubles them. For odd n a solution with its first queen in the middle
// column is mirrored onto one whose second queen is on the other side of the
// middle, so those are searched with the second queen in the left half.
func count(n int) uint64 {
	if n <= 1 {
		return 1 // the empty board, and the board of one queen
	}
	full := columnsBelow(n)
	var total countSum
	for c := range n / 2 {
		bit := uint64(1) << uint(c)
		total.add(n, 2, completions(full, n-1, bit, bit<<1, bit>>1))
	}
	if n%2 == 1 {
		middle := uint64(1) << uint(n/2)
		cols, diag, anti := middle, middle<<1, middle>>1
		for avail := columnsBelow(n/2) &^ (cols | diag | anti); avail != 0; avail &= avail - 1 {
			bit := avail & -avail
			total.add(n, 2, completions(full, n-2, cols|bit, (diag|bit)<<1, (anti|bit)>>1))
		}
	}
	return total.sum
}

// countSum adds up the counts of subproblems and panics, rather than wrap
// around, if the sum does not fit in a uint64.
type countSum struct{ sum uint64 }

func (s *countSum) add(n int, weight, c uint64) {
	hi, lo := bits.Mul64(weight, c)
	sum, carry := bits.Add64(s.sum, lo, 0)
	if hi != 0 || carry != 0 {
		panic(fmt.Sprintf("nqueens: Count: the number of solutions for n = %d overflows uint64", n))
	}
	s.sum = sum
}

// completions returns the number of ways to place queens on the last rows
// rows of a board whose columns are full, given the squares of the first of
// those rows attacked along columns, diagonals and anti-diagonals. It walks
// the tree with an explicit stack and counts the free squares of the last
// row rather than visiting them.
func completions(full uint64, rows int, cols, diag, anti uint64) uint64 {
	avail := full &^ (cols | diag | anti)
	if rows <= 1 {
		if rows == 0 {
			return 1
		}
		return uint64(bits.OnesCount64(avail))
	}
	var stack [MaxN]frame
	stack[0] = frame{cols, diag, anti, avail}
	var found uint64
	last := rows - 2 // the depth whose children are in the last row
	d := 0
	for {
		f := &stack[d&(MaxN-1)]
		if f.avail == 0 {
			if d == 0 {
				return found
			}
			d--
			continue
		}
		bit := f.avail & -f.avail
		f.avail ^= bit
		cols, diag, anti := f.cols|bit, (f.diag|bit)<<1, (f.anti|bit)>>1
		avail := full &^ (cols | diag | anti)
		if d == last {
			found += uint64(bits.OnesCount64(avail))
			continue
		}
		d++
		stack[d&(MaxN-1)] = frame{cols, diag, anti, avail}
	}
}

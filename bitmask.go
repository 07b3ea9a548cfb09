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
//
// As in the iterative search, the column mask also holds the columns beyond
// the board, so that a free square is a bit that no mask holds.
func count(n int) uint64 {
	if n <= 1 {
		return 1 // the empty board, and the board of one queen
	}
	offBoard := ^columnsBelow(n)
	var total uint64
	for c := range n / 2 {
		bit := uint64(1) << uint(c)
		total = addWeighted(n, total, 2, completions(n-1, offBoard|bit, bit<<1, bit>>1))
	}
	if n%2 == 1 {
		middle := uint64(1) << uint(n/2)
		cols, diag, anti := offBoard|middle, middle<<1, middle>>1
		for avail := columnsBelow(n/2) &^ (cols | diag | anti); avail != 0; avail &= avail - 1 {
			bit := avail & -avail
			total = addWeighted(n, total, 2, completions(n-2, cols|bit, (diag|bit)<<1, (anti|bit)>>1))
		}
	}
	return total
}

// addWeighted returns total + weight*c for the count of solutions of size
// n, and panics, rather than wrap around, if that does not fit in a uint64.
func addWeighted(n int, total, weight, c uint64) uint64 {
	hi, lo := bits.Mul64(weight, c)
	sum, carry := bits.Add64(total, lo, 0)
	if hi != 0 || carry != 0 {
		panic(fmt.Sprintf("nqueens: Count: the number of solutions for n = %d overflows uint64", n))
	}
	return sum
}

// completions returns the number of ways to place queens on the last rows
// rows of a board, given the squares of the first of those rows attacked
// along columns (with the columns beyond the board), diagonals and
// anti-diagonals. rows must be less than MaxN.
//
// It walks the tree with an explicit stack, keeping the current row's masks
// in local variables. The last two rows get no frame of their own:
// [lastTwoRows] counts them at once.
func completions(rows int, cols, diag, anti uint64) uint64 {
	switch rows {
	case 0:
		return 1
	case 1:
		return uint64(bits.OnesCount64(^(cols | diag | anti)))
	case 2:
		return lastTwoRows(cols, diag, anti)
	}
	var stack [MaxN]frame
	var found uint64
	avail := ^(cols | diag | anti)
	d, last := 0, rows-3 // last is the depth whose children are the last two rows
	for {
		if avail == 0 {
			if d == 0 {
				return found
			}
			d--
			f := stack[d&(MaxN-1)]
			cols, diag, anti, avail = f.cols, f.diag, f.anti, f.avail
			continue
		}
		bit := avail & -avail
		avail ^= bit
		if d == last {
			found += lastTwoRows(cols|bit, (diag|bit)<<1, (anti|bit)>>1)
			continue
		}
		stack[d&(MaxN-1)] = frame{cols, diag, anti, avail}
		cols, diag, anti = cols|bit, (diag|bit)<<1, (anti|bit)>>1
		avail = ^(cols | diag | anti)
		d++
	}
}

// lastTwoRows returns the number of ways to fill the last two rows of a
// board, given the squares of the first of them attacked along columns,
// diagonals and anti-diagonals. Two columns are left, so there are two ways
// to try, and it checks both without a branch.
func lastTwoRows(cols, diag, anti uint64) uint64 {
	left := ^cols
	lo := left & -left
	hi := left ^ lo
	free := left &^ (diag | anti)
	// lo in this row and hi in the last, then the other way round.
	loHi := nonzero(free&lo) & nonzero(hi&^((diag|lo)<<1|(anti|lo)>>1))
	hiLo := nonzero(free&hi) & nonzero(lo&^((diag|hi)<<1|(anti|hi)>>1))
	return loHi + hiLo
}

// nonzero returns 1 if x is not 0, and 0 if it is.
func nonzero(x uint64) uint64 { return (x | -x) >> 63 }

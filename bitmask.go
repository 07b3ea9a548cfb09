package nqueens

import (
	"fmt"
	"math/bits"
	"sync/atomic"
)

// --- The counter's inner search ---
//
// A subproblem of the counter is a start placement: the queens of the four
// border lines. Its completions fill rows 1 to n-2 of the board. Before the
// search, the squares of those rows that the start queens attack are ruled
// out once, and the row of the queen in the left or right column keeps just
// that queen's square; the search is then a plain bitmask backtracker over
// n-2 rows with one mask of allowed squares per row.

// subproblem holds the rows that the inner search fills, for one start
// placement.
type subproblem struct {
	// allowed[i] holds the squares of row i+1 that the start queens leave
	// free.
	allowed [MaxN]uint64
	rows    int // n-2, the number of rows to fill
}

// set makes p the subproblem of start placement s of a board of size
// n ≥ 2.
func (p *subproblem) set(n int, s start) {
	p.rows = n - 2
	inner := columnsBelow(n-1) &^ 1 // the columns of the inner rows: 1 to n-2
	qs := s.queens(n)
	for r := 1; r < n-1; r++ {
		var free uint64
		switch r {
		case int(s.left):
			free = 1
		case int(s.right):
			free = 1 << uint(n-1)
		default:
			free = inner &^ (1<<uint(s.top) | 1<<uint(s.bottom))
			for _, q := range qs {
				d := r - q[0]
				free &^= columnBit(q[1]+d) | columnBit(q[1]-d)
			}
		}
		p.allowed[(r-1)&(MaxN-1)] = free
	}
}

// pollDepth is how many rows above the last the inner search must climb
// back to before it checks whether it has been told to stop. Searching
// below that takes at most a few milliseconds, and climbing back that far
// is rare enough that checking costs nothing to speak of.
const pollDepth = 8

// count returns the number of completions of p and the number of queens the
// search placed, with ok set. If stop becomes true on the way, count gives
// up and returns ok = false.
//
// It walks the tree with an explicit stack, keeping the current row's masks
// in local variables. Before it places a queen, it looks two rows ahead: a
// queen that leaves the next row or the one after it no free square is not
// placed. The last two rows get no frame: they have at most two free
// squares, and both ways of filling them are checked without a branch.
func (p *subproblem) count(stop *atomic.Bool) (found, nodes uint64, ok bool) {
	rows := &p.allowed
	switch p.rows {
	case 0:
		return 1, 0, true
	case 1, 2:
		return p.countShort(), 0, true
	}
	var stack [MaxN]frame
	var cols, diag, anti uint64
	avail := rows[0]
	d, last := 0, p.rows-1
	poll := last - pollDepth
	for {
		if avail == 0 {
			if d == 0 {
				return found, nodes, true
			}
			d--
			if d < poll && stop.Load() {
				return 0, nodes, false
			}
			f := stack[d&(MaxN-1)]
			cols, diag, anti, avail = f.cols, f.diag, f.anti, f.avail
			continue
		}
		bit := avail & -avail
		avail ^= bit
		nodes++
		nc, nd, na := cols|bit, (diag|bit)<<1, (anti|bit)>>1
		next := rows[(d+1)&(MaxN-1)] &^ (nc | nd | na)
		if d+2 == last {
			// next has at most two squares: one column is left for
			// each of the last two rows, or a row keeps only the
			// square of a start queen.
			lo := next & -next
			hi := next ^ lo
			final := rows[last&(MaxN-1)]
			found += nonzero(lo) & nonzero(final&^(nc|lo|(nd|lo)<<1|(na|lo)>>1))
			found += nonzero(hi) & nonzero(final&^(nc|hi|(nd|hi)<<1|(na|hi)>>1))
			continue
		}
		if next == 0 || rows[(d+2)&(MaxN-1)]&^(nc|nd<<1|na>>1) == 0 {
			continue
		}
		stack[d&(MaxN-1)] = frame{cols, diag, anti, avail}
		cols, diag, anti, avail = nc, nd, na, next
		d++
	}
}

// countShort counts the completions of a subproblem of one or two rows.
func (p *subproblem) countShort() uint64 {
	first := p.allowed[0]
	if p.rows == 1 {
		return uint64(bits.OnesCount64(first))
	}
	var found uint64
	for ; first != 0; first &= first - 1 {
		bit := first & -first
		found += uint64(bits.OnesCount64(p.allowed[1] &^ (bit | bit<<1 | bit>>1)))
	}
	return found
}

// addWeighted returns total + weight*c for the count of solutions of size
// n, and false rather than wrap around if that does not fit in a uint64.
func addWeighted(total, weight, c uint64) (uint64, bool) {
	hi, lo := bits.Mul64(weight, c)
	sum, carry := bits.Add64(total, lo, 0)
	return sum, hi == 0 && carry == 0
}

// overflowError reports a count of size n that does not fit in a uint64.
func overflowError(fn string, n int) error {
	return fmt.Errorf("nqueens: %s: the number of solutions for n = %d overflows uint64", fn, n)
}

// nonzero returns 1 if x is not 0, and 0 if it is.
func nonzero(x uint64) uint64 { return (x | -x) >> 63 }

package torus

import (
	"context"
	"math/bits"
)

// --- The search of a unit ---
//
// A least solution s is in particular no larger than its seven images
// under the square's symmetries. Their rows 0 hold n-1-s[0] (the mirror
// image left to right), s[n-1] and n-1-s[n-1] (the images that send row
// n-1 to row 0), and r, n-1-r, r' and n-1-r', where r and r' are the rows
// of the queens in columns 0 and n-1 (the images that send a column to row
// 0). With c0 = s[0], each must be at least c0: c0 ≤ (n-1)/2, row n-1's
// queen stands in a column of [c0, n-1-c0], and the queens of columns 0
// and n-1 in rows of [c0, n-1-c0]. For c0 = 0 that last rule says nothing,
// but then the only image whose row 0 also holds 0 is the mirror image
// about the main diagonal, t[c] = the row of the queen in column c (the
// others would need a second queen in a corner, which the first attacks),
// and t[1] ≥ s[1] says that no queen of rows 2 to s[1]-1 stands in column
// 1. The search keeps these squares empty, and tests each solution it
// finds against the images in full (least.go).

// pollWork is how much work, in placed queens, the search does between two
// looks at its context: a few hundred microseconds of it.
const pollWork = 1 << 16

// imageWork is what one image's test counts as, in placed queens, towards
// pollWork: about what it costs.
const imageWork = 64

// A searcher counts the units of one size and group. Its arrays are
// scratch space for the search and the tests, kept from one solution to
// the next; a searcher is used by one goroutine at a time.
type searcher struct {
	n     int
	full  uint64      // the set of all n columns, or of all n shifts
	times [][MaxN]int // for each multiplier f, as multipliers returns them, x -> f·x mod n
	work  int         // placed queens and tested images since the last look at the context

	s     [MaxN]int // the solution at hand: the queen of row r stands in column s[r]
	inv   [MaxN]int // its inverse: the queen of column c stands in row inv[c]
	image [MaxN]int // an image of s under a symmetry of the square
	multi [MaxN]int // image times a multiplier

	shifts // the scratch space of the shifts' test
}

// newSearcher returns a searcher of size n, 0 ≤ n ≤ MaxN, and group g.
func newSearcher(n int, g Group) *searcher {
	w := &searcher{n: n, full: uint64(1)<<n - 1}
	for _, f := range multipliers(n, g) {
		var times [MaxN]int
		for x := range n {
			times[x] = f * x % n
		}
		w.times = append(w.times, times)
	}
	return w
}

// countUnit returns the number of classes whose least solution lies in
// unit u, which must be one of size w.n, or ctx.Err() once ctx is done.
func (w *searcher) countUnit(ctx context.Context, u int) (uint64, error) {
	n := w.n
	if n <= 1 {
		return 1, nil // the empty board, or the one queen: a solution, alone in its class
	}
	c0, c1 := u/n, u%n
	var excluded [MaxN]uint64 // by row, the columns that the pruning above keeps empty
	if c0 > 0 {
		edges := uint64(1) | uint64(1)<<(n-1)
		for r := 1; r < n; r++ {
			if r < c0 || r > n-1-c0 {
				excluded[r] |= edges
			}
		}
		excluded[n-1] |= w.full &^ (uint64(1)<<(n-c0) - 1) // columns above n-1-c0
		excluded[n-1] |= uint64(1)<<c0 - 1                 // columns below c0
	} else {
		for r := 2; r < c1; r++ {
			excluded[r] |= 1 << 1
		}
	}
	first, second := uint64(1)<<c0, uint64(1)<<c1
	if (first|first<<1|first>>1|excluded[1])&second != 0 {
		return 0, nil // row 1's queen is attacked, or pruned
	}
	w.s[0], w.s[1] = c0, c1
	if n == 2 {
		return w.test(), nil
	}

	// The search places rows 2 to n-1 in turn. Row r's free columns are
	// those that no queen above holds or attacks on a diagonal: the masks
	// cols, left and right, the last two shifted one column a row as the
	// diagonals they hold go down the board.
	var cols, left, right, free [MaxN]uint64
	cols[2] = first | second
	left[2] = (first<<1 | second) << 1
	right[2] = (first>>1 | second) >> 1
	free[2] = w.full &^ (cols[2] | left[2] | right[2] | excluded[2])
	var count uint64
	r := 2
	for {
		f := free[r]
		if f == 0 {
			r--
			if r < 2 {
				break
			}
			continue
		}
		bit := f & -f
		free[r] = f &^ bit
		w.s[r] = bits.TrailingZeros64(bit)
		if w.work++; w.work >= pollWork {
			w.work = 0
			if err := ctx.Err(); err != nil {
				return 0, err
			}
		}
		if r == n-1 {
			count += w.test()
			continue
		}
		cols[r+1] = cols[r] | bit
		left[r+1] = (left[r] | bit) << 1 // bits past column n-1 drop out of free
		right[r+1] = (right[r] | bit) >> 1
		free[r+1] = w.full &^ (cols[r+1] | left[r+1] | right[r+1] | excluded[r+1])
		r++
	}
	return count, nil
}

// test returns 1 if the solution w.s is the least solution of its class,
// and 0 if it is not: if an image of it under the square's symmetries is
// smaller, or a solution among the images under the rest of the group is.
func (w *searcher) test() uint64 {
	n := w.n
	for r := range n {
		w.inv[w.s[r]] = r
	}
	if !w.leastOfSquare() {
		return 0
	}
	for k := range w.times {
		times := &w.times[k]
		for sym := range symmetries {
			w.work += imageWork
			w.imageOf(sym)
			m := &w.image
			if k > 0 { // a multiplier other than 1
				for r := range n {
					w.multi[times[r]] = times[w.image[r]]
				}
				m = &w.multi
			}
			if w.smallerShift(m) {
				return 0
			}
		}
	}
	return 1
}

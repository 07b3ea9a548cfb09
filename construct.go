package nqueens

import (
	"fmt"
	"iter"
)

// Construct returns a solution of size n, built directly rather than
// searched for, and false when there is none (n = 2 and n = 3). For n = 0 it
// returns the empty board.
//
// The solution is one particular solution, not the first: [First] gives that
// one, but only for boards small enough to search. Construct is not bounded
// by [MaxN]; it takes O(n) time and memory, and [ConstructQueens] gives the
// same queens one by one in O(1) memory.
//
// It follows the explicit construction of Hoffman, Loessi and Moore
// ("Constructions for the solution of the m queens problem", Mathematics
// Magazine 42, 1969), which splits on n mod 6: for even n, the queens go on
// two interleaved lines of knight's moves, laid one way when n mod 6 is not
// 2 and another when it is not 0; for odd n, the queen in the corner of the
// last row completes the solution of size n-1, which leaves the main
// diagonal free.
//
// Construct panics if n is negative.
func Construct(n int) (Board, bool) {
	c, ok := newConstruction("Construct", n)
	if !ok {
		return nil, false
	}
	b := make(Board, n)
	c.fill(b)
	return b, true
}

// ConstructQueens returns the queens of [Construct](n) as an iterator over
// the row and the column of each, in order of rows, and false when there
// is none (n = 2 and n = 3). Each column is worked out on its own, so the
// iterator holds O(1) memory: it streams a board far too large to hold,
// and each range over it starts again from row 0.
//
// ConstructQueens panics if n is negative.
func ConstructQueens(n int) (iter.Seq2[int, int], bool) {
	c, ok := newConstruction("ConstructQueens", n)
	if !ok {
		return nil, false
	}
	return func(yield func(row, col int) bool) {
		for r := range n {
			if !yield(r, c.column(r)) {
				return
			}
		}
	}, true
}

// A construction is the solution of size n that Construct builds, row by
// row. For even n, when n mod 6 is not 2, row i < n/2 holds column 2i+1,
// and row n/2+i column 2i; otherwise row i < n/2 holds column
// (2i + n/2 - 1) mod n, and row n-1-i its mirror image. Odd n takes the
// solution of n-1 and the corner (n-1, n-1).
type construction struct {
	n, even, half int
	shifted       bool // even mod 6 is 2: the second rule
}

// newConstruction returns the construction of size n, and false when there
// is none, for the exported function fn, which panics if n is negative.
func newConstruction(fn string, n int) (construction, bool) {
	if n < 0 {
		panic(fmt.Sprintf("nqueens: %s: n = %d is negative", fn, n))
	}
	even := n - n%2
	return construction{n, even, even / 2, even%6 == 2}, n != 2 && n != 3
}

// fill writes the column of each row into b, of length n: the rule of
// column, in loops without its test of each row, which Construct measured
// 1.4 times as fast. TestConstructQueens checks the two against each other.
func (c construction) fill(b Board) {
	if !c.shifted {
		for i := range c.half {
			b[i] = 2*i + 1
			b[c.half+i] = 2 * i
		}
	} else {
		for i := range c.half {
			col := 2*i + c.half - 1
			if col >= c.even {
				col -= c.even
			}
			b[i] = col
			b[c.even-1-i] = c.even - 1 - col
		}
	}
	if c.n > c.even {
		b[c.even] = c.even
	}
}

// column returns the column of the queen of row r, 0 ≤ r < n, in O(1).
func (c construction) column(r int) int {
	switch {
	case r == c.even: // the corner of an odd board
		return r
	case !c.shifted && r < c.half:
		return 2*r + 1
	case !c.shifted:
		return 2 * (r - c.half)
	}
	i, mirror := r, false
	if r >= c.half {
		i, mirror = c.even-1-r, true
	}
	// 2i + half - 1 < 2·even: one subtraction takes it mod even.
	col := 2*i + c.half - 1
	if col >= c.even {
		col -= c.even
	}
	if mirror {
		return c.even - 1 - col
	}
	return col
}

package nqueens

import (
	"fmt"
	"iter"

	"github.com/nqueens-go/nqueens/internal/construct"
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
	checkNonNegative("Construct", n)
	c, ok := construct.New(n)
	if !ok {
		return nil, false
	}
	b := make(Board, n)
	c.Fill(b)
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
	checkNonNegative("ConstructQueens", n)
	c, ok := construct.New(n)
	if !ok {
		return nil, false
	}
	return func(yield func(row, col int) bool) {
		for r := range n {
			if !yield(r, c.Column(r)) {
				return
			}
		}
	}, true
}

// checkNonNegative panics, naming fn, if n is negative.
func checkNonNegative(fn string, n int) {
	if n < 0 {
		panic(fmt.Sprintf("nqueens: %s: n = %d is negative", fn, n))
	}
}

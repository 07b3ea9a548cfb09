package nqueens

import "fmt"

// Construct returns a solution of size n, built directly rather than
// searched for, and false when there is none (n = 2 and n = 3). For n = 0 it
// returns the empty board.
//
// The solution is one particular solution, not the first: [First] gives that
// one, but only for boards small enough to search. Construct is not bounded
// by [MaxN]; it takes O(n) time and memory.
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
	if n < 0 {
		panic(fmt.Sprintf("nqueens: Construct: n = %d is negative", n))
	}
	if n == 2 || n == 3 {
		return nil, false
	}
	b := make(Board, n)
	even := n - n%2
	half := even / 2
	if even%6 != 2 {
		// Row i holds column 2i+1, and row half+i column 2i.
		for i := range half {
			b[i] = 2*i + 1
			b[half+i] = 2 * i
		}
	} else {
		// Row i holds column (2i + half - 1) mod even, and row even-1-i
		// its mirror image.
		for i := range half {
			c := (2*i + half - 1) % even
			b[i] = c
			b[even-1-i] = even - 1 - c
		}
	}
	if n%2 == 1 {
		b[n-1] = n - 1
	}
	return b, true
}

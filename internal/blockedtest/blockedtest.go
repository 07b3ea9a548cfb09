// Package blockedtest makes the random instances of Blocked n-Queens that
// the tests and benchmarks of the completion searches solve, as the
// generator of Gent, Jefferson and Nightingale (JAIR 59, 2017) makes
// them; internal/complete's and package puzzle's tests block the same
// squares, each on its own type. It is for tests only.
package blockedtest

import "math/rand/v2"

// minFree is the fewest free squares the generator leaves in a row or a
// column.
const minFree = 2

// Squares returns the blocked squares of a random instance of Blocked
// n-Queens of size n with blocks blocked squares, fewer if no more can be
// blocked, as pairs of row and column, in the order they are blocked:
// the squares are taken in a random order, drawn from seed, and each is
// blocked unless that would leave its row or its column with fewer than
// two free squares, until there are blocks of them.
func Squares(n, blocks int, seed uint64) [][2]int {
	rng := rand.New(rand.NewPCG(seed, uint64(n)<<32|uint64(blocks)))
	rowFree, colFree := make([]int, n), make([]int, n)
	for i := range n {
		rowFree[i], colFree[i] = n, n
	}
	var squares [][2]int
	for _, sq := range rng.Perm(n * n) {
		if len(squares) == blocks {
			break
		}
		r, c := sq/n, sq%n
		if rowFree[r] > minFree && colFree[c] > minFree {
			rowFree[r]--
			colFree[c]--
			squares = append(squares, [2]int{r, c})
		}
	}
	return squares
}

package main

import (
	"fmt"
	"slices"

	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/internal/oeis"
	"github.com/nqueens-go/nqueens/puzzle"
)

// A placement is a set of mutually non-attacking queens, each named by its
// square r*n + c, in increasing order.
type placement []int

// board is an n×n board with some queens on it, and the squares that no
// further queen may take: those the queens attack, row by row.
type board struct {
	n        int
	queens   placement
	attacked [nqueens.MaxN]uint64 // bit c of attacked[r]: the square is taken or attacked
}

// add puts a queen on square sq, which must not be attacked.
func (b *board) add(sq int) {
	r, c := sq/b.n, sq%b.n
	b.queens = append(b.queens, sq)
	for r2 := range b.n {
		d := r2 - r
		if d == 0 {
			b.attacked[r2] = ^uint64(0)
			continue
		}
		b.attacked[r2] |= bit(c) | bit(c+d) | bit(c-d)
	}
}

// free reports whether square sq is neither taken nor attacked.
func (b *board) free(sq int) bool {
	return b.attacked[sq/b.n]&bit(sq%b.n) == 0
}

// bit returns the set holding column c, empty when c is off a board of 64.
func bit(c int) uint64 {
	if c < 0 || c >= 64 {
		return 0
	}
	return 1 << uint(c)
}

// check returns an error unless p is a placement on a board of size n:
// squares on the board, in increasing order, no two queens attacking.
func (p placement) check(n int) error {
	for i, sq := range p {
		if sq < 0 || sq >= n*n || i > 0 && sq <= p[i-1] {
			return fmt.Errorf("squares %v are not in increasing order on a board of %d", p, n)
		}
	}
	for i, a := range p {
		for _, b := range p[:i] {
			ra, ca, rb, cb := a/n, a%n, b/n, b%n
			if ra == rb || ca == cb || ra-rb == ca-cb || ra-rb == cb-ca {
				return fmt.Errorf("the queens on squares %d and %d attack each other", b, a)
			}
		}
	}
	return nil
}

// puzzle returns the puzzle of size n with the queens of p placed.
func (p placement) puzzle(n int) *puzzle.Puzzle {
	pz := puzzle.New(n)
	for _, sq := range p {
		if err := pz.Place(sq/n, sq%n); err != nil {
			panic(err) // a placement's queens never attack each other
		}
	}
	return pz
}

// canonical reports whether p is the least, in lexicographic order, of its
// images under the eight symmetries of the board.
func (p placement) canonical(n int) bool {
	img := make(placement, len(p))
	for g := 1; g < 8; g++ {
		for i, sq := range p {
			img[i] = transform(n, g, sq)
		}
		slices.Sort(img)
		if slices.Compare(img, p) < 0 {
			return false
		}
	}
	return true
}

// canonicalSquares returns, for each square of a board of size n,
// whether a queen of a canonical placement whose least square is first
// may stand there: a placement is the least of its images only if no
// image of any of its queens lies before its least square. It returns nil
// if first itself has an image before it: no canonical placement has
// first as its least square.
func canonicalSquares(n, first int) []bool {
	allowed := make([]bool, n*n)
	for sq := range allowed {
		allowed[sq] = true
		for g := 1; g < 8; g++ {
			allowed[sq] = allowed[sq] && transform(n, g, sq) >= first
		}
	}
	if !allowed[first] {
		return nil
	}
	return allowed
}

// transform returns the image of square sq under symmetry g of the board:
// the identity, the three turns, and the four reflections.
func transform(n, g, sq int) int {
	r, c, m := sq/n, sq%n, n-1
	switch g {
	case 1:
		r, c = c, m-r
	case 2:
		r, c = m-r, m-c
	case 3:
		r, c = m-c, r
	case 4:
		c = m - c
	case 5:
		r = m - r
	case 6:
		r, c = c, r
	case 7:
		r, c = m-c, m-r
	}
	return r*n + c
}

// attacks reports whether the one queen of p attacks a queen of t.
func (p placement) attacks(t placement, n int) bool {
	r, c := p[0]/n, p[0]%n
	for _, sq := range t {
		r2, c2 := sq/n, sq%n
		if r == r2 || c == c2 || r-r2 == c-c2 || r-r2 == c2-c {
			return true
		}
	}
	return false
}

// bounds is what a run finds of the threshold a of a size: low ≤ a ≤ high,
// high being -1 where the run found no bound above, and witness a
// placement of high+1 queens without a completion.
type bounds struct {
	low, high int
	witness   placement
}

// known returns an error if the bounds b of size n contradict the term of
// A374013 that OEIS knows: they never should, and where they do, a record
// a run trusted is wrong.
func (b bounds) known(n int) error {
	a, ok := oeis.Threshold(n)
	switch {
	case !ok:
		return nil
	case b.low > a:
		return fmt.Errorf("every placement of %s has a completion, so a(%d) ≥ %d, where OEIS A374013 has a(%d) = %d", queens(b.low), n, b.low, n, a)
	case b.high >= 0 && b.high < a:
		return fmt.Errorf("a placement of %s has no completion, so a(%d) ≤ %d, where OEIS A374013 has a(%d) = %d", queens(b.high+1), n, b.high, n, a)
	}
	return nil
}

// queens returns "1 queen" or "k queens".
func queens(k int) string {
	if k == 1 {
		return "1 queen"
	}
	return fmt.Sprintf("%d queens", k)
}

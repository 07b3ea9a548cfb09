package nqueens

import (
	"fmt"
	"slices"
)

// --- The symmetries of the square ---
//
// The eight symmetries of the square act on squares, on boards whose
// queens stand in distinct columns as well as rows, and on start
// placements. Rows count down from the top, columns right from the left,
// and clockwise is as the board is drawn by [Board.String].

// A symmetry of the square maps the square in row r, column c of a board
// of size n to the square that transposing it about the main diagonal, if
// transpose is set, and then mirroring the rows top to bottom and the
// columns left to right, as set, gives. Every symmetry of the square is one
// of those eight.
type symmetry struct {
	transpose, flipRows, flipCols bool
}

// symmetries are the eight symmetries of the square, by number: the
// identity, the turns clockwise by a quarter, a half and three quarters,
// then the mirror images left to right, top to bottom, about the main
// diagonal and about the other. The order is part of the shard numbering:
// the counter takes the first image of a start placement among those it
// searches as fast.
var symmetries = [symmetryCount]symmetry{
	identity:           {},                   // (r, c)
	quarterTurn:        {true, false, true},  // (c, n-1-r)
	halfTurn:           {false, true, true},  // (n-1-r, n-1-c)
	threeQuarterTurn:   {true, true, false},  // (n-1-c, r)
	mirrorLeftRight:    {false, false, true}, // (r, n-1-c)
	mirrorTopBottom:    {false, true, false}, // (n-1-r, c)
	mirrorDiagonal:     {true, false, false}, // (c, r)
	mirrorAntiDiagonal: {true, true, true},   // (n-1-c, n-1-r)
}

// The numbers of the symmetries.
const (
	identity = iota
	quarterTurn
	halfTurn
	threeQuarterTurn
	mirrorLeftRight
	mirrorTopBottom
	mirrorDiagonal
	mirrorAntiDiagonal
	symmetryCount
)

// square returns the square that g maps the square in row r, column c of a
// board of size n to.
func (g symmetry) square(n, r, c int) (int, int) {
	if g.transpose {
		r, c = c, r
	}
	if g.flipRows {
		r = n - 1 - r
	}
	if g.flipCols {
		c = n - 1 - c
	}
	return r, c
}

// column returns the column of the queen in row x of the image of b under
// g, without building the image; inv is b's inverse, which only a symmetry
// that transposes reads. The queen comes from row x of b, or from column x
// of b if g transposes, counted from the other end if g mirrors the rows.
func (g symmetry) column(b Board, inv []int, x int) int {
	n := len(b)
	if g.flipRows {
		x = n - 1 - x
	}
	c := b[x]
	if g.transpose {
		c = inv[x]
	}
	if g.flipCols {
		c = n - 1 - c
	}
	return c
}

// Rotate returns b turned a quarter turn clockwise: the queen in row r,
// column c moves to row c, column n-1-r. It does not modify b.
//
// Rotate panics unless b has one queen in each column, as every solution
// has, naming the first column that holds two queens or the first column
// out of range.
func (b Board) Rotate() Board {
	b.checkPermutation("Rotate")
	return b.image(b.inverse(), quarterTurn)
}

// Reflect returns the mirror image of b, left to right: the queen in row r,
// column c moves to column n-1-c of the same row. It works on any board and
// does not modify b.
func (b Board) Reflect() Board {
	return b.image(nil, mirrorLeftRight)
}

// Canonical returns the lexicographically least of the eight images of b
// under the rotations and reflections of the board: the representative of
// its class. It does not modify b.
//
// Canonical panics, as [Board.Rotate] does, unless b has one queen in each
// column.
func (b Board) Canonical() Board {
	b.checkPermutation("Canonical")
	inv := b.inverse()
	least := identity
	for g := range symmetryCount {
		if b.compareImages(inv, g, least) < 0 {
			least = g
		}
	}
	return b.image(inv, least)
}

// Orbit returns the distinct images of b under the rotations and
// reflections of the board, in lexicographic order. For a solution of size
// n ≥ 2 there are 8 of them, or 4 when a half turn leaves it unchanged, or
// 2 when a quarter turn does; for n ≤ 1 there is 1. It does not modify b.
//
// Orbit panics, as [Board.Rotate] does, unless b has one queen in each
// column.
func (b Board) Orbit() []Board {
	b.checkPermutation("Orbit")
	inv := b.inverse()
	orbit := make([]Board, 0, symmetryCount)
	for g := range symmetryCount {
		orbit = append(orbit, b.image(inv, g))
	}
	slices.SortFunc(orbit, slices.Compare)
	return slices.CompactFunc(orbit, slices.Equal)
}

// checkPermutation panics, naming fn, unless b has one queen in each
// column.
func (b Board) checkPermutation(fn string) {
	n := len(b)
	cols := newBitset(n)
	for r, c := range b {
		if c < 0 || c >= n {
			panic(fmt.Sprintf("nqueens: %s: row %d: column %d out of range [0, %d)", fn, r, c, n))
		}
		if cols.testAndSet(c) {
			first := slices.Index(b, c)
			panic(fmt.Sprintf("nqueens: %s: rows %d and %d share column %d", fn, first, r, c))
		}
	}
}

// inverse returns, for each column, the row of its queen. b must have one
// queen in each column.
func (b Board) inverse() []int {
	inv := make([]int, len(b))
	for r, c := range b {
		inv[c] = r
	}
	return inv
}

// image returns the image of b under symmetry number g; inv is b's
// inverse, as symmetry.column takes it.
func (b Board) image(inv []int, g int) Board {
	out := make(Board, len(b))
	for x := range out {
		out[x] = symmetries[g].column(b, inv, x)
	}
	return out
}

// compareImages compares the images of b under symmetries number g and h
// lexicographically, without building them; inv is b's inverse.
func (b Board) compareImages(inv []int, g, h int) int {
	for x := range b {
		if d := symmetries[g].column(b, inv, x) - symmetries[h].column(b, inv, x); d != 0 {
			return d
		}
	}
	return 0
}

// isCanonical reports whether b, whose inverse is inv, is no greater than
// any of its images.
func (b Board) isCanonical(inv []int) bool {
	for g := identity + 1; g < symmetryCount; g++ {
		if b.compareImages(inv, g, identity) < 0 {
			return false
		}
	}
	return true
}

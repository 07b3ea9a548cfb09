package nqueens

import (
	"context"
	"fmt"
	"slices"

	"github.com/nqueens-go/nqueens/internal/dihedral"
)

// --- The symmetries of a board ---
//
// The eight symmetries of the square (internal/square) map a board with
// one queen in each column to another.

// Rotate returns b turned a quarter turn clockwise: the queen in row r,
// column c moves to row c, column n-1-r. It does not modify b.
//
// Rotate panics unless b has one queen in each column, as every solution
// has, naming the first column that holds two queens or the first column
// out of range.
func (b Board) Rotate() Board {
	b.checkPermutation("Rotate")
	return b.image(b.inverse(), dihedral.QuarterTurn)
}

// Reflect returns the mirror image of b, left to right: the queen in row r,
// column c moves to column n-1-c of the same row. It works on any board and
// does not modify b.
func (b Board) Reflect() Board {
	return b.image(nil, dihedral.MirrorLeftRight)
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
	least := dihedral.Identity
	for g := range dihedral.Count {
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
	orbit := make([]Board, 0, dihedral.Count)
	for g := range dihedral.Count {
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
// inverse, as dihedral.Symmetry.Column takes it.
func (b Board) image(inv []int, g int) Board {
	out := make(Board, len(b))
	for x := range out {
		out[x] = dihedral.Symmetries[g].Column(b, inv, x)
	}
	return out
}

// compareImages compares the images of b under symmetries number g and h
// lexicographically, without building them; inv is b's inverse.
func (b Board) compareImages(inv []int, g, h int) int {
	for x := range b {
		if d := dihedral.Symmetries[g].Column(b, inv, x) - dihedral.Symmetries[h].Column(b, inv, x); d != 0 {
			return d
		}
	}
	return 0
}

// isCanonical reports whether b, whose inverse is inv, is no greater than
// any of its images.
func (b Board) isCanonical(inv []int) bool {
	for g := dihedral.Identity + 1; g < dihedral.Count; g++ {
		if b.compareImages(inv, g, dihedral.Identity) < 0 {
			return false
		}
	}
	return true
}

// --- Fundamental solutions ---

// uniqueSearch visits the canonical solutions of size n in lexicographic
// order, calling yield with each, fresh, and a nil error, until yield
// returns false; if ctx is done before the search ends, it calls yield
// once more, with a nil Board and ctx.Err(). n must be in [0, MaxN].
//
// A canonical board is no greater than any of its images, and the first
// column of each image is the distance of one border queen from one end of
// its border line. So the queen of the first row, in column c, stands no
// farther from the left than from the right, and the queens of the left and
// right columns stand in rows c to n-1-c, and the queen of the last row in
// columns c to n-1-c. The search places the first queen and blocks the
// other squares of the border, as a [Puzzle] does, then checks the
// completions that are left.
func uniqueSearch(ctx context.Context, n int, yield func(Board, error) bool) {
	if n <= 1 {
		if err := ctx.Err(); err != nil {
			yield(nil, err)
			return
		}
		yield(make(Board, n), nil)
		return
	}
	var inv [MaxN]int
	var p Puzzle
	search := new(completion)
	for c := 0; c <= n-1-c; c++ {
		p.reset(n)
		if err := p.place(0, c); err != nil {
			panic("nqueens: internal error: " + err.Error())
		}
		for r := 1; r < n; r++ {
			if r < c || r > n-1-c {
				p.blockSquares(r, 1|1<<uint(n-1))
			}
		}
		p.blockSquares(n-1, columnsBelow(c)|^columnsBelow(n-c))
		search.init(&p)
		for {
			ok, err := search.advanceContext(ctx)
			if err != nil {
				yield(nil, err)
				return
			}
			if !ok {
				break
			}
			b := Board(search.Last())
			for r, col := range b {
				inv[col&(MaxN-1)] = r
			}
			if b.isCanonical(inv[:n]) && !yield(search.solution(), nil) {
				return
			}
		}
	}
}

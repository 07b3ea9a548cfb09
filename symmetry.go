package nqueens

import (
	"fmt"
	"slices"

	"github.com/nqueens-go/nqueens/internal/dihedral"
)

// --- The symmetries of a board ---
//
// The eight symmetries of the square (internal/dihedral) map a board with
// one queen in each column to another.

// Rotate returns b turned a quarter turn clockwise: the queen in row r,
// column c moves to row c, column n-1-r. It does not modify b.
//
// Rotate panics unless b has one queen in each column, as every solution
// has, naming the first column that holds two queens or the first column
// out of range.
func (b Board) Rotate() Board {
	b.checkPermutation("Rotate")
	return Board(dihedral.Image(b, dihedral.Inverse(b), dihedral.QuarterTurn))
}

// Reflect returns the mirror image of b, left to right: the queen in row r,
// column c moves to column n-1-c of the same row. It works on any board and
// does not modify b.
func (b Board) Reflect() Board {
	return Board(dihedral.Image(b, nil, dihedral.MirrorLeftRight))
}

// Canonical returns the lexicographically least of the eight images of b
// under the rotations and reflections of the board: the representative of
// its class. It does not modify b.
//
// Canonical panics, as [Board.Rotate] does, unless b has one queen in each
// column.
func (b Board) Canonical() Board {
	b.checkPermutation("Canonical")
	inv := dihedral.Inverse(b)
	least := dihedral.Identity
	for g := range dihedral.Count {
		if dihedral.CompareImages(b, inv, g, least) < 0 {
			least = g
		}
	}
	return Board(dihedral.Image(b, inv, least))
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
	inv := dihedral.Inverse(b)
	orbit := make([]Board, 0, dihedral.Count)
	for g := range dihedral.Count {
		orbit = append(orbit, Board(dihedral.Image(b, inv, g)))
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

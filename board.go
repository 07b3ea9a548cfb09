package nqueens

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Board is a placement of one queen in each row of a square board: b[r] is
// the column, counted from 0, of the queen in row r. Rows are counted from 0
// at the top and columns from 0 at the left, so len(b) is the size of the
// board. A Board is a solution when no two of its queens share a column or a
// diagonal; [Board.Validate] says whether it is one. The zero value, a nil
// Board, is the empty board of size 0, which is a solution.
type Board []int

// String draws b as len(b) lines of '.' and 'Q', one line per row, joined by
// newlines with no newline at the end. A row whose column is outside
// [0, len(b)) is drawn without a queen. [ParseBoard] reads back the drawing
// of any board whose columns are in range.
func (b Board) String() string {
	n := len(b)
	var s strings.Builder
	s.Grow(n * (n + 1))
	for r, c := range b {
		if r > 0 {
			s.WriteByte('\n')
		}
		for col := range n {
			if col == c {
				s.WriteByte('Q')
			} else {
				s.WriteByte('.')
			}
		}
	}
	return s.String()
}

// Grid draws b in boxes: each row is a line of cells three characters wide
// between '|' marks, " Q " for the queen and blank for the other squares,
// and lines of "+---+---+" run above, between and below the rows. There is
// no newline at the end, and the empty board draws as the empty string. A
// row whose column is outside [0, len(b)) is drawn without a queen.
// [ParseBoard] reads back the drawing of any board whose columns are in
// range.
func (b Board) Grid() string {
	n := len(b)
	if n == 0 {
		return ""
	}
	border := "+" + strings.Repeat("---+", n)
	var s strings.Builder
	s.Grow((2*n + 1) * (len(border) + 1))
	s.WriteString(border)
	for _, c := range b {
		s.WriteString("\n|")
		for col := range n {
			if col == c {
				s.WriteString(" Q |")
			} else {
				s.WriteString("   |")
			}
		}
		s.WriteByte('\n')
		s.WriteString(border)
	}
	return s.String()
}

// Validate returns nil if b is a solution, and otherwise an error that names
// the first problem found, going down the rows: a column outside
// [0, len(b)), or the two rows whose queens share a column or a diagonal.
// It works for boards of any size, larger than [MaxN] too, in O(len(b))
// time and with five bits of memory per row.
func (b Board) Validate() error {
	n := len(b)
	// The columns, diagonals and anti-diagonals taken by the rows above.
	cols := newBitset(n)
	diag := newBitset(2 * n)
	anti := newBitset(2 * n)
	for r, c := range b {
		if c < 0 || c >= n {
			return fmt.Errorf("nqueens: row %d: column %d out of range [0, %d)", r, c, n)
		}
		if cols.testAndSet(c) || diag.testAndSet(r-c+n) || anti.testAndSet(r+c) {
			return b.conflict(r)
		}
	}
	return nil
}

// conflict returns the error for row r, whose queen shares a column or a
// diagonal with a queen above it while the rows above share none.
func (b Board) conflict(r int) error {
	for i := range r {
		if b[i] == b[r] {
			return fmt.Errorf("nqueens: rows %d and %d share column %d", i, r, b[r])
		}
	}
	for i := range r {
		if b[i]-b[r] == r-i || b[r]-b[i] == r-i {
			return fmt.Errorf("nqueens: rows %d and %d share a diagonal", i, r)
		}
	}
	panic("nqueens: internal error: no conflict in row " + strconv.Itoa(r))
}

// --- Symmetries ---
//
// The eight symmetries of the square act on boards whose queens stand in
// distinct columns as well as rows: turn the board by quarter turns, and
// mirror it. Rows count down from the top, columns right from the left, and
// clockwise is as the board is drawn by [Board.String].

// Rotate returns b turned a quarter turn clockwise: the queen in row r,
// column c moves to row c, column n-1-r. It does not modify b.
//
// Rotate panics unless b has one queen in each column, as every solution
// has, naming the first column that holds two queens or the first column
// out of range.
func (b Board) Rotate() Board {
	b.checkPermutation("Rotate")
	n := len(b)
	out := make(Board, n)
	for r, c := range b {
		out[c] = n - 1 - r
	}
	return out
}

// Reflect returns the mirror image of b, left to right: the queen in row r,
// column c moves to column n-1-c of the same row. It works on any board and
// does not modify b.
func (b Board) Reflect() Board {
	n := len(b)
	out := make(Board, n)
	for r, c := range b {
		out[r] = n - 1 - c
	}
	return out
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

// The images of a board b with inverse inv, by number: row x of image g
// holds the queen in column imageAt(b, inv, g, x).
const (
	identity = iota
	quarterTurnImage
	halfTurnImage
	threeQuarterImage
	mirrorImage   // left to right
	flipImage     // top to bottom
	diagonalImage // about the main diagonal
	antiDiagonalImage
	symmetryCount
)

// imageAt returns the column of the queen in row x of image g of b, whose
// inverse is inv.
func imageAt(b Board, inv []int, g, x int) int {
	n := len(b)
	switch g {
	case quarterTurnImage: // (r, c) goes to (c, n-1-r)
		return n - 1 - inv[x]
	case halfTurnImage: // (n-1-r, n-1-c)
		return n - 1 - b[n-1-x]
	case threeQuarterImage: // (n-1-c, r)
		return inv[n-1-x]
	case mirrorImage: // (r, n-1-c)
		return n - 1 - b[x]
	case flipImage: // (n-1-r, c)
		return b[n-1-x]
	case diagonalImage: // (c, r)
		return inv[x]
	case antiDiagonalImage: // (n-1-c, n-1-r)
		return n - 1 - inv[n-1-x]
	}
	return b[x]
}

// image returns image g of b, whose inverse is inv.
func (b Board) image(inv []int, g int) Board {
	out := make(Board, len(b))
	for x := range out {
		out[x] = imageAt(b, inv, g, x)
	}
	return out
}

// compareImages compares images g and h of b, whose inverse is inv,
// lexicographically, without building them.
func (b Board) compareImages(inv []int, g, h int) int {
	for x := range b {
		if d := imageAt(b, inv, g, x) - imageAt(b, inv, h, x); d != 0 {
			return d
		}
	}
	return 0
}

// bitset is a set of small non-negative integers.
type bitset []uint64

func newBitset(size int) bitset { return make(bitset, (size+63)/64) }

// testAndSet adds i to s and reports whether it was there already.
func (s bitset) testAndSet(i int) bool {
	word, bit := i/64, uint64(1)<<uint(i%64)
	seen := s[word]&bit != 0
	s[word] |= bit
	return seen
}

// ParseBoard reads a board in any of the forms the package and its command
// write:
//
//   - a drawing by [Board.String] or [Board.Grid], or a square matrix written
//     by hand: 'Q' or '1' for a queen, '.', '*', '0' or '-' for an empty
//     square, with or without spaces between the squares, one row per line;
//   - the columns of the queens as a tuple counted from 1, (2, 4, 1, 3), or
//     as a JSON array counted from 0, [1,3,0,2].
//
// Blank lines before and after the board, and spaces at either end of a
// line, are ignored. A drawing must hold exactly one queen in each row, and
// as many rows as squares in a row. A line of bare numbers, such as
// "1 3 0 2", is refused: its columns could be counted from 0 or from 1.
//
// ParseBoard does not ask for a solution: [Board.Validate] says whether the
// board is one. An error is a [*ParseError] naming the line, counted from 1,
// and what is wrong with it.
func ParseBoard(s string) (Board, error) {
	if list, ok := columnListOf(s); ok {
		return list.read(s)
	}
	rows, err := readDrawing(s)
	if err != nil {
		return nil, err
	}
	b := make(Board, len(rows))
	for r, row := range rows {
		b[r] = -1
		for c, sq := range row.squares {
			switch {
			case sq == blockedSquare:
				return nil, &ParseError{row.line, fmt.Errorf("column %d: a blocked square, 'x', which only a puzzle has", c)}
			case sq != queenSquare:
			case b[r] >= 0:
				return nil, &ParseError{row.line, fmt.Errorf("two queens, in columns %d and %d", b[r], c)}
			default:
				b[r] = c
			}
		}
		if b[r] < 0 {
			return nil, &ParseError{row.line, errors.New("no queen")}
		}
	}
	return b, nil
}

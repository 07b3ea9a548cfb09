package nqueens

import (
	"errors"
	"fmt"
	"slices"
	"strconv"

	"github.com/nqueens-go/nqueens/internal/boardtext"
	"github.com/nqueens-go/nqueens/internal/complete"
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
// of any board of size 1 or more whose columns are in range.
func (b Board) String() string {
	return boardtext.Rows(b, "Q", ".", "")
}

// Grid draws b in boxes: each row is a line of cells three characters wide
// between '|' marks, " Q " for the queen and blank for the other squares,
// and lines of "+---+---+" run above, between and below the rows. There is
// no newline at the end, and the empty board draws as the empty string. A
// row whose column is outside [0, len(b)) is drawn without a queen.
// [ParseBoard] reads back the drawing of any board of size 1 or more whose
// columns are in range; the empty drawing of size 0 it refuses, as it does
// any text of nothing but spaces.
func (b Board) Grid() string {
	return boardtext.Boxes(b)
}

// Matrix draws b as len(b) lines of 0 and 1 separated by spaces, 1 for the
// queen, one line per row, joined by newlines with no newline at the end. A
// row whose column is outside [0, len(b)) is drawn without a queen.
// [ParseBoard] reads back the drawing of any board of size 1 or more whose
// columns are in range.
func (b Board) Matrix() string {
	return boardtext.Rows(b, "1", "0", " ")
}

// Tuple writes b in the textbook form: its columns counted from 1, between
// parentheses and separated by a comma and a space, as in (2, 4, 1, 3). The
// empty board writes as (). [ParseBoard] reads it back, as it reads the
// JSON array of columns counted from 0 that encoding/json writes for a
// Board.
func (b Board) Tuple() string {
	return boardtext.Tuple(b)
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
// diagonal with a queen above it while the rows above share none. A shared
// column is named first.
func (b Board) conflict(r int) error {
	if i := slices.Index(b[:r], b[r]); i >= 0 {
		return fmt.Errorf("nqueens: rows %d and %d share column %d", i, r, b[r])
	}
	for i := range r {
		if complete.Attacks(i, b[i], r, b[r]) {
			return fmt.Errorf("nqueens: rows %d and %d share a diagonal", i, r)
		}
	}
	panic("nqueens: internal error: no conflict in row " + strconv.Itoa(r))
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
// Blank lines before and after the board, spaces at either end of a line,
// and a byte-order mark at the start, are ignored. A drawing must hold
// exactly one queen in each row, and as many rows as squares in a row. A
// line of bare numbers, such as "1 3 0 2", is refused: its columns could be
// counted from 0 or from 1. A JSON array's numbers are written as JSON
// writes them, so "[+1,3,0,2]" and "[01,3,0,2]" are refused. A text that
// holds nothing but spaces is refused too, rather than read as the board
// of size 0, which is written "[]".
//
// ParseBoard does not ask for a solution: [Board.Validate] says whether the
// board is one. An error is a [*ParseError] naming the line, counted from 1,
// and what is wrong with it, quoting at most 40 characters of s.
func ParseBoard(s string) (Board, error) {
	s, err := boardtext.Prepare(s, "board")
	if err != nil {
		return nil, parseError(err)
	}
	if boardtext.IsList(s) {
		b, err := boardtext.ReadList(s)
		return Board(b), parseError(err)
	}
	rows, err := boardtext.Read(s)
	if err != nil {
		return nil, parseError(err)
	}
	b, err := boardtext.Queens(rows)
	return Board(b), parseError(err)
}

// A ParseError reports text that [ParseBoard] cannot read:
// the line where the trouble is, counted from 1, and what it is.
type ParseError struct {
	Line int   // counted from 1
	Err  error // what is wrong with the line
}

// Error returns the error as "nqueens: line N: " and what is wrong.
func (e *ParseError) Error() string { return fmt.Sprintf("nqueens: line %d: %v", e.Line, e.Err) }

// Unwrap returns e.Err.
func (e *ParseError) Unwrap() error { return e.Err }

// parseError returns err, an error of internal/boardtext, as the
// [*ParseError] it stands for, or nil.
func parseError(err error) error {
	var de *boardtext.Error
	if errors.As(err, &de) {
		return &ParseError{de.Line, de.Err}
	}
	return err
}

// MaxN is the largest board size that the searches, from [First] to [Unique],
// accept: a row of the board fits in one 64-bit word.
const MaxN = 64

// checkSize panics unless n is a board size that fn accepts.
func checkSize(fn string, n int) {
	if n < 0 || n > MaxN {
		panic(fmt.Sprintf("nqueens: %s: n = %d out of range [0, %d]", fn, n, MaxN))
	}
}

// checkBoard panics unless b is a board that fn accepts: of a size up to
// MaxN, each value a column of the board.
func checkBoard(fn string, b Board) {
	n := len(b)
	if n > MaxN {
		panic(fmt.Sprintf("nqueens: %s: board size %d out of range [0, %d]", fn, n, MaxN))
	}
	for r, c := range b {
		if c < 0 || c >= n {
			panic(fmt.Sprintf("nqueens: %s: row %d: column %d out of range [0, %d)", fn, r, c, n))
		}
	}
}

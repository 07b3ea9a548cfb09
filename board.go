package nqueens

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
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

// ParseBoard reads a board drawn by [Board.String] or [Board.Grid], or
// written by hand as a square matrix: 'Q' or '1' for a queen, '.', '*', '0'
// or '-' for an empty square, with or without spaces between the squares.
// Blank lines before and after the board, and spaces at either end of a
// line, are ignored. Each row must hold exactly one queen, and there must be
// as many rows as squares in a row.
//
// ParseBoard does not ask for a solution: [Board.Validate] says whether the
// board is one. An error names the line, counted from 1, and what is wrong
// with it.
func ParseBoard(s string) (Board, error) {
	rows, err := readSquareRows(s, parseBoardRow)
	if err != nil {
		return nil, err
	}
	b := make(Board, len(rows))
	for r, row := range rows {
		b[r] = -1
		for c, queen := range row.squares {
			if !queen {
				continue
			}
			if b[r] >= 0 {
				return nil, fmt.Errorf("nqueens: line %d: two queens, in columns %d and %d", row.line, b[r], c)
			}
			b[r] = c
		}
		if b[r] < 0 {
			return nil, fmt.Errorf("nqueens: line %d: no queen", row.line)
		}
	}
	return b, nil
}

// parseBoardRow reads one line of a board, with the spaces at its ends
// trimmed, and returns its squares, true for a queen. It returns nil squares
// for a border line of a grid, "+---+---+".
func parseBoardRow(text string) ([]bool, error) {
	switch {
	case text[0] == '+':
		if strings.Trim(text, "+-") != "" {
			return nil, fmt.Errorf("border %q holds characters other than '+' and '-'", text)
		}
		return nil, nil
	case text[0] == '|':
		if len(text) < 2 || text[len(text)-1] != '|' {
			return nil, fmt.Errorf("grid row %q does not end with '|'", text)
		}
		cells := strings.Split(text[1:len(text)-1], "|")
		squares := make([]bool, len(cells))
		for i, cell := range cells {
			cell = strings.TrimSpace(cell)
			if cell == "" {
				continue
			}
			if utf8.RuneCountInString(cell) > 1 {
				return nil, fmt.Errorf("column %d holds %q, want one square", i, cell)
			}
			c, _ := utf8.DecodeRuneInString(cell)
			queen, err := parseBoardSquare(c)
			if err != nil {
				return nil, err
			}
			squares[i] = queen
		}
		return squares, nil
	}
	return readSquares(text, parseBoardSquare)
}

// parseBoardSquare reads one square: true for a queen.
func parseBoardSquare(c rune) (bool, error) {
	switch c {
	case 'Q', '1':
		return true, nil
	case '.', '*', '0', '-':
		return false, nil
	}
	return false, fmt.Errorf("unknown character %q", c)
}

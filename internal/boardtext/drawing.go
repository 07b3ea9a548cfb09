package boardtext

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/nqueens-go/nqueens/internal/boardtext/internal/columns"
	"github.com/nqueens-go/nqueens/internal/prose"
)

// An Error is what is wrong with a line of a text, counted from 1.
type Error struct {
	Line int
	Err  error
}

func (e *Error) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }

func (e *Error) Unwrap() error { return e.Err }

// Prepare returns s without a byte-order mark at its start, which some
// editors write, or an *Error if nothing else is left but spaces: no
// board, or no puzzle, as what says.
func Prepare(s, what string) (string, error) {
	s = strings.TrimPrefix(s, "\uFEFF")
	if strings.TrimSpace(s) == "" {
		return "", &Error{1, fmt.Errorf("no %s: the text is empty", what)}
	}
	return s, nil
}

// A Square is what one square of a drawing holds.
type Square byte

// What a square holds.
const (
	Free Square = iota
	Queen
	Blocked
)

// squareOf reads the character of one square: 'Q' or '1' for a queen, '.',
// '*', '0' or '-' for a free square, and 'x' for a blocked one.
func squareOf(c rune) (Square, error) {
	switch c {
	case 'Q', '1':
		return Queen, nil
	case '.', '*', '0', '-':
		return Free, nil
	case 'x':
		return Blocked, nil
	}
	return 0, fmt.Errorf("unknown character %q (want 'Q' or '1' for a queen; '.', '*', '0' or '-' for a free square; 'x' for a blocked one)", c)
}

// A Row is one row of a drawing.
type Row struct {
	Line    int // counted from 1
	Squares []Square
}

// Read reads the rows of a square drawing from s, one row per line.
// Blank lines before and after it and spaces at either end of a line are
// dropped, and so are the border lines of a grid. Every row must have as
// many squares as there are rows.
func Read(s string) ([]Row, error) {
	lines := strings.Split(s, "\n")
	first, end := 0, len(lines)
	for first < end && strings.TrimSpace(lines[first]) == "" {
		first++
	}
	for end > first && strings.TrimSpace(lines[end-1]) == "" {
		end--
	}
	var rows []Row
	for i := first; i < end; i++ {
		text := strings.TrimSpace(lines[i])
		if text == "" {
			if whole(rows) {
				// A whole board, then more: most likely a second board,
				// as a listing of several prints them.
				next := i + 1
				for strings.TrimSpace(lines[next]) == "" {
					next++
				}
				lines := fmt.Sprintf("lines %d to %d", first+1, i)
				if i == first+1 {
					lines = fmt.Sprintf("line %d", i)
				}
				return nil, &Error{next + 1, fmt.Errorf("a second board, after the board of %s: want one board", lines)}
			}
			return nil, &Error{i + 1, errors.New("blank line inside the board")}
		}
		squares, err := readRow(text)
		if err != nil {
			return nil, &Error{i + 1, err}
		}
		if squares != nil {
			rows = append(rows, Row{i + 1, squares})
		}
	}
	for _, row := range rows {
		if len(row.Squares) != len(rows) {
			return nil, &Error{row.Line, fmt.Errorf("%s in a board of %s",
				prose.Count(len(row.Squares), "square"), prose.Count(len(rows), "row"))}
		}
	}
	return rows, nil
}

// whole reports whether rows are a whole square board: some rows, each of
// as many squares as there are rows.
func whole(rows []Row) bool {
	for _, row := range rows {
		if len(row.Squares) != len(rows) {
			return false
		}
	}
	return len(rows) > 0
}

// readRow reads one line of a drawing, with the spaces at its ends
// trimmed. It returns nil squares for a border line of a grid, "+---+---+".
func readRow(text string) ([]Square, error) {
	switch text[0] {
	case '+':
		if strings.Trim(text, "+-") != "" {
			return nil, fmt.Errorf("border %s holds characters other than '+' and '-'", prose.Quote(text))
		}
		return nil, nil
	case '|':
		if len(text) < 2 || text[len(text)-1] != '|' {
			return nil, fmt.Errorf("grid row %s does not end with '|'", prose.Quote(text))
		}
		cells := strings.Split(text[1:len(text)-1], "|")
		squares := make([]Square, len(cells))
		for i, cell := range cells {
			cell = strings.TrimSpace(cell)
			if cell == "" {
				continue
			}
			if utf8.RuneCountInString(cell) > 1 {
				return nil, fmt.Errorf("column %d holds %s, want one square", i, prose.Quote(cell))
			}
			c, _ := utf8.DecodeRuneInString(cell)
			sq, err := squareOf(c)
			if err != nil {
				return nil, err
			}
			squares[i] = sq
		}
		return squares, nil
	}
	squares := make([]Square, 0, len(text))
	for _, c := range text {
		if c == ' ' || c == '\t' {
			continue
		}
		sq, err := squareOf(c)
		if err != nil {
			if isNumberList(text) {
				return nil, errNumberList
			}
			return nil, err
		}
		squares = append(squares, sq)
	}
	return squares, nil
}

// errNumberList reports a line of bare numbers, whose columns could be
// counted from 0 or from 1.
var errNumberList = errors.New("a list of numbers: write the columns in parentheses, counted from 1, as in (2, 4, 1, 3), or in brackets, counted from 0, as in [1,3,0,2]")

// isNumberList reports whether text holds nothing but digits, spaces and
// commas.
func isNumberList(text string) bool {
	return strings.Trim(text, "0123456789 \t,") == ""
}

// IsList reports whether s is written as a list of its columns, read by
// internal/columns: the tuple (2, 4, 1, 3), counted from 1, or the JSON
// array [1,3,0,2], counted from 0; false if its first character, after
// spaces, opens neither.
func IsList(s string) bool {
	t := strings.TrimSpace(s)
	if t == "" {
		return false
	}
	_, ok := columns.FormOf(t[0])
	return ok
}

// ReadList reads a board written as the column list s, which IsList
// reports, and returns its columns, counted from 0. Errors name the line
// on which the list opens, or the line of text after its end.
func ReadList(s string) ([]int, error) {
	t := strings.TrimSpace(s)
	l, _ := columns.FormOf(t[0])
	start := len(s) - len(strings.TrimLeftFunc(s, unicode.IsSpace))
	in := strings.NewReader(s[start+1:])
	b, err := l.Read(in, nil, nil)
	var re *columns.RowError
	switch {
	case err == columns.ErrNoClose:
		return nil, &Error{FirstLine(s), fmt.Errorf("%s %s has no closing '%c'", l.Name, prose.Quote(strings.TrimSpace(s)), l.Close)}
	case errors.As(err, &re):
		return nil, &Error{FirstLine(s), re}
	case err != nil:
		return nil, &Error{FirstLine(s), err}
	}
	after := len(s) - in.Len()
	if rest := strings.TrimLeftFunc(s[after:], unicode.IsSpace); rest != "" {
		line := FirstLine(s) + strings.Count(s[start:len(s)-len(rest)], "\n")
		return nil, &Error{line, fmt.Errorf("%s after the closing '%c' of the %s on line %d", prose.Quote(rest), l.Close, l.Name, FirstLine(s))}
	}
	return b, nil
}

// FirstLine returns the number of the first line of s that is not blank,
// counted from 1.
func FirstLine(s string) int {
	return 1 + strings.Count(s[:len(s)-len(strings.TrimLeftFunc(s, unicode.IsSpace))], "\n")
}

// Queens returns the column of the queen of each row of a board's
// drawing, or an *Error for a row without a queen, one with two, or one
// with a blocked square, which only a puzzle has.
func Queens(rows []Row) ([]int, error) {
	b := make([]int, len(rows))
	for r, row := range rows {
		b[r] = -1
		for c, sq := range row.Squares {
			switch {
			case sq == Blocked:
				return nil, &Error{row.Line, fmt.Errorf("column %d: a blocked square, 'x', which only a puzzle has", c)}
			case sq != Queen:
			case b[r] >= 0:
				return nil, &Error{row.Line, fmt.Errorf("two queens, in columns %d and %d", b[r], c)}
			default:
				b[r] = c
			}
		}
		if b[r] < 0 {
			return nil, &Error{row.Line, errors.New("no queen")}
		}
	}
	return b, nil
}

package nqueens

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/nqueens-go/nqueens/internal/columns"
	"github.com/nqueens-go/nqueens/internal/prose"
)

// --- Reading boards and puzzles from text ---
//
// ParseBoard and ParsePuzzle read the same forms: a drawing, one line per
// row (dots, a grid in boxes, or a matrix), or a list of columns, a tuple
// counted from 1 or a JSON array counted from 0. A drawn square is free, a
// queen or blocked; a board has no blocked squares. Errors quote at most
// quoteRunes characters of the text, so that a long input gives a short
// error.

// quoteRunes is the most characters of the text that an error quotes.
const quoteRunes = 40

// quote returns s quoted, cut to quoteRunes characters with an ellipsis.
func quote(s string) string {
	return strconv.Quote(excerpt(s))
}

// prepare returns s without a byte-order mark at its start, which some
// editors write, or a ParseError if nothing else is left but spaces: no
// board, or no puzzle, as what says.
func prepare(s, what string) (string, error) {
	s = strings.TrimPrefix(s, "\uFEFF")
	if strings.TrimSpace(s) == "" {
		return "", &ParseError{1, fmt.Errorf("no %s: the text is empty", what)}
	}
	return s, nil
}

// square is what one square of a drawing holds.
type square byte

const (
	freeSquare square = iota
	queenSquare
	blockedSquare
)

// squareOf reads the character of one square: 'Q' or '1' for a queen, '.',
// '*', '0' or '-' for a free square, and 'x' for a blocked one.
func squareOf(c rune) (square, error) {
	switch c {
	case 'Q', '1':
		return queenSquare, nil
	case '.', '*', '0', '-':
		return freeSquare, nil
	case 'x':
		return blockedSquare, nil
	}
	return 0, fmt.Errorf("unknown character %q (want 'Q' or '1' for a queen; '.', '*', '0' or '-' for a free square; 'x' for a blocked one)", c)
}

// drawnRow is one row of a drawing.
type drawnRow struct {
	line    int // counted from 1
	squares []square
}

// readDrawing reads the rows of a square drawing from s, one row per line.
// Blank lines before and after it and spaces at either end of a line are
// dropped, and so are the border lines of a grid. Every row must have as
// many squares as there are rows.
func readDrawing(s string) ([]drawnRow, error) {
	lines := strings.Split(s, "\n")
	first, end := 0, len(lines)
	for first < end && strings.TrimSpace(lines[first]) == "" {
		first++
	}
	for end > first && strings.TrimSpace(lines[end-1]) == "" {
		end--
	}
	var rows []drawnRow
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
				return nil, &ParseError{next + 1, fmt.Errorf("a second board, after the board of %s: want one board", lines)}
			}
			return nil, &ParseError{i + 1, errors.New("blank line inside the board")}
		}
		squares, err := readRow(text)
		if err != nil {
			return nil, &ParseError{i + 1, err}
		}
		if squares != nil {
			rows = append(rows, drawnRow{i + 1, squares})
		}
	}
	for _, row := range rows {
		if len(row.squares) != len(rows) {
			return nil, &ParseError{row.line, fmt.Errorf("%s in a board of %s",
				prose.Count(len(row.squares), "square"), prose.Count(len(rows), "row"))}
		}
	}
	return rows, nil
}

// whole reports whether rows are a whole square board: some rows, each of
// as many squares as there are rows.
func whole(rows []drawnRow) bool {
	for _, row := range rows {
		if len(row.squares) != len(rows) {
			return false
		}
	}
	return len(rows) > 0
}

// readRow reads one line of a drawing, with the spaces at its ends
// trimmed. It returns nil squares for a border line of a grid, "+---+---+".
func readRow(text string) ([]square, error) {
	switch text[0] {
	case '+':
		if strings.Trim(text, "+-") != "" {
			return nil, fmt.Errorf("border %s holds characters other than '+' and '-'", quote(text))
		}
		return nil, nil
	case '|':
		if len(text) < 2 || text[len(text)-1] != '|' {
			return nil, fmt.Errorf("grid row %s does not end with '|'", quote(text))
		}
		cells := strings.Split(text[1:len(text)-1], "|")
		squares := make([]square, len(cells))
		for i, cell := range cells {
			cell = strings.TrimSpace(cell)
			if cell == "" {
				continue
			}
			if utf8.RuneCountInString(cell) > 1 {
				return nil, fmt.Errorf("column %d holds %s, want one square", i, quote(cell))
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
	squares := make([]square, 0, len(text))
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

// columnList is a board written as a list of its columns, read by
// internal/columns: the tuple (2, 4, 1, 3), counted from 1, or the JSON
// array [1,3,0,2], counted from 0.
type columnList struct{ columns.Form }

// columnListOf returns the form of column list that s is written in, and
// false if s is not a column list: if its first character, after spaces,
// opens neither.
func columnListOf(s string) (columnList, bool) {
	t := strings.TrimSpace(s)
	if t == "" {
		return columnList{}, false
	}
	f, ok := columns.FormOf(t[0])
	return columnList{f}, ok
}

// read reads a board written as the column list s. Errors name the line
// on which the list opens, or the line of text after its end.
func (l columnList) read(s string) (Board, error) {
	start := len(s) - len(strings.TrimLeftFunc(s, unicode.IsSpace))
	in := strings.NewReader(s[start+1:])
	b, err := l.Read(in, nil, nil)
	var re *columns.RowError
	switch {
	case err == columns.ErrNoClose:
		return nil, &ParseError{firstLine(s), fmt.Errorf("%s %s has no closing '%c'", l.Name, quote(strings.TrimSpace(s)), l.Close)}
	case errors.As(err, &re):
		return nil, &ParseError{firstLine(s), re}
	case err != nil:
		return nil, &ParseError{firstLine(s), err}
	}
	after := len(s) - in.Len()
	if rest := strings.TrimLeftFunc(s[after:], unicode.IsSpace); rest != "" {
		line := firstLine(s) + strings.Count(s[start:len(s)-len(rest)], "\n")
		return nil, &ParseError{line, fmt.Errorf("%s after the closing '%c' of the %s on line %d", quote(rest), l.Close, l.Name, firstLine(s))}
	}
	return Board(b), nil
}

// firstLine returns the number of the first line of s that is not blank,
// counted from 1.
func firstLine(s string) int {
	return 1 + strings.Count(s[:len(s)-len(strings.TrimLeftFunc(s, unicode.IsSpace))], "\n")
}

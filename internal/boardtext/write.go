package boardtext

import (
	"strconv"
	"strings"
)

// Rows draws the board whose queens stand in the columns cols, one line
// per row joined by newlines, with no newline at the end: queen for a
// queen's square and empty for the others, separated by sep. A column
// outside the board leaves its row without a queen.
func Rows(cols []int, queen, empty, sep string) string {
	n := len(cols)
	var s strings.Builder
	s.Grow(n * n * (len(empty) + len(sep)))
	for r, c := range cols {
		if r > 0 {
			s.WriteByte('\n')
		}
		row(&s, n, c, queen, empty, sep)
	}
	return s.String()
}

// Boxes draws the board whose queens stand in the columns cols in boxes:
// each row a line of cells three characters wide between '|' marks, and
// lines of "+---+" above, between and below the rows, with no newline at
// the end; the empty board is the empty string.
func Boxes(cols []int) string {
	n := len(cols)
	if n == 0 {
		return ""
	}
	border := "+" + strings.Repeat("---+", n)
	var s strings.Builder
	s.Grow((2*n + 1) * (len(border) + 1))
	s.WriteString(border)
	for _, c := range cols {
		s.WriteString("\n|")
		row(&s, n, c, " Q |", "   |", "")
		s.WriteByte('\n')
		s.WriteString(border)
	}
	return s.String()
}

// row draws a row of n squares whose queen is in column c: queen for that
// square and empty for the others, separated by sep.
func row(s *strings.Builder, n, c int, queen, empty, sep string) {
	for col := range n {
		if col > 0 {
			s.WriteString(sep)
		}
		if col == c {
			s.WriteString(queen)
		} else {
			s.WriteString(empty)
		}
	}
}

// Tuple writes the columns cols counted from 1, between parentheses and
// separated by a comma and a space, as in (2, 4, 1, 3).
func Tuple(cols []int) string {
	s := make([]byte, 0, 2+4*len(cols))
	s = append(s, '(')
	for r, c := range cols {
		if r > 0 {
			s = append(s, ", "...)
		}
		s = strconv.AppendInt(s, int64(c)+1, 10)
	}
	return string(append(s, ')'))
}

// Puzzle draws a puzzle of size n, one line per row joined by newlines
// with no newline at the end: 'Q' for the queen placed in row r, in
// column queens[r] where that is not -1, 'x' for a blocked square, a bit
// of blocked[r], and '.' for a free one.
func Puzzle(queens []int, blocked []uint64) string {
	n := len(queens)
	var s strings.Builder
	s.Grow(n * (n + 1))
	for r, q := range queens {
		if r > 0 {
			s.WriteByte('\n')
		}
		for c := range n {
			switch {
			case q == c:
				s.WriteByte('Q')
			case blocked[r]&(1<<uint(c)) != 0:
				s.WriteByte('x')
			default:
				s.WriteByte('.')
			}
		}
	}
	return s.String()
}

package nqueens

import (
	"fmt"
	"strings"
)

// squareRow is one row of a board read from text.
type squareRow[T any] struct {
	line    int // counted from 1
	squares []T
}

// readSquareRows reads the rows of a square board from s, one row per line,
// for ParseBoard and ParsePuzzle. Blank lines before and after the board and
// spaces at either end of a line are dropped; readRow reads each remaining
// line, and may return nil squares for a line that is not a row. Every row
// must have as many squares as there are rows. The errors name the line.
func readSquareRows[T any](s string, readRow func(text string) ([]T, error)) ([]squareRow[T], error) {
	lines := strings.Split(s, "\n")
	first, end := 0, len(lines)
	for first < end && strings.TrimSpace(lines[first]) == "" {
		first++
	}
	for end > first && strings.TrimSpace(lines[end-1]) == "" {
		end--
	}
	var rows []squareRow[T]
	for i := first; i < end; i++ {
		text := strings.TrimSpace(lines[i])
		if text == "" {
			return nil, fmt.Errorf("nqueens: line %d: blank line inside the board", i+1)
		}
		squares, err := readRow(text)
		if err != nil {
			return nil, fmt.Errorf("nqueens: line %d: %v", i+1, err)
		}
		if squares != nil {
			rows = append(rows, squareRow[T]{i + 1, squares})
		}
	}
	for _, row := range rows {
		if len(row.squares) != len(rows) {
			return nil, fmt.Errorf("nqueens: line %d: %d squares in a board of %d rows", row.line, len(row.squares), len(rows))
		}
	}
	return rows, nil
}

// readSquares reads a row written as one character per square, with or
// without spaces between them.
func readSquares[T any](text string, square func(rune) (T, error)) ([]T, error) {
	squares := make([]T, 0, len(text))
	for _, c := range text {
		if c == ' ' || c == '\t' {
			continue
		}
		sq, err := square(c)
		if err != nil {
			return nil, err
		}
		squares = append(squares, sq)
	}
	return squares, nil
}

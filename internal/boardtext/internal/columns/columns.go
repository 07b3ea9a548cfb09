// Package columns reads a board written as the list of its columns: a
// tuple, (2, 4, 1, 3), counting columns from 1, or a JSON array,
// [1,3,0,2], counting them from 0, a number at a time, so that a list of
// millions of queens takes memory in proportion to them. Its one caller is
// internal/boardtext, which reads lists with it for the nqueens package's
// ParseBoard and ParsePuzzle, and for the command, from files of any
// length.
package columns

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"

	"github.com/nqueens-go/nqueens/internal/prose"
)

// A Form is a way to write a list of columns.
type Form struct {
	Open, Close byte
	Base        int    // the number of the first column
	Name        string // for errors: "tuple" or "JSON array"
}

// The forms of lists.
var (
	Tuple = Form{'(', ')', 1, "tuple"}
	JSON  = Form{'[', ']', 0, "JSON array"}
)

// FormOf returns the form of list that opens with the byte open, and false
// if none does.
func FormOf(open byte) (Form, bool) {
	switch open {
	case Tuple.Open:
		return Tuple, true
	case JSON.Open:
		return JSON, true
	}
	return Form{}, false
}

// ErrNoClose is the error of a list that the input ends in.
var ErrNoClose = errors.New("no closing bracket")

// A RowError is the error of the column of a row of a list.
type RowError struct {
	Row int
	Msg string
}

func (e *RowError) Error() string { return fmt.Sprintf("row %d: %s", e.Row, e.Msg) }

// MaxNumber is the longest number of a list, in bytes: more digits than
// any int has.
const MaxNumber = 24

// Read reads the list of form f from in, after its opening byte, up to
// and including its closing one, and returns its columns, counted from 0.
// A newline inside the list calls newline, if it is not nil; before the
// list's columns outgrow what they hold, grow, if it is not nil, is called
// with the columns read and those they are about to hold room for, and may
// refuse with an error.
// It returns ErrNoClose if in ends first, a *RowError for a column that is
// not a number, not one as JSON writes it in a JSON array, or off the
// board, and in's errors as they are.
func (f Form) Read(in io.ByteReader, newline func(), grow func(have, want int) error) ([]int, error) {
	var columns []int
	var item []byte
	commas := 0
	for {
		c, err := in.ReadByte()
		switch {
		case err == io.EOF:
			return nil, ErrNoClose
		case err != nil:
			return nil, err
		case c == '\n':
			if newline != nil {
				newline()
			}
			continue
		case c == ' ' || c == '\t' || c == '\r':
			if len(item) > 0 {
				item = append(item, c) // a space inside a number is an error
			}
			continue
		case c != ',' && c != f.Close:
			if len(item) == MaxNumber {
				return nil, &RowError{len(columns), fmt.Sprintf("%q… is not a whole number", item)}
			}
			item = append(item, c)
			continue
		}
		// The end of an item: a comma, or the close.
		if c == ',' {
			commas++
		}
		if c == f.Close && commas == 0 && len(item) == 0 {
			return []int{}, nil // an empty list
		}
		text := string(trimSpace(item))
		col, err := strconv.Atoi(text)
		switch {
		case err != nil:
			return nil, &RowError{len(columns), fmt.Sprintf("%q is not a whole number", text)}
		case f.Base == 0 && !prose.IsJSONInteger(text):
			return nil, &RowError{len(columns), fmt.Sprintf("%q is not written as JSON writes a number, without a plus sign or leading zeros", text)}
		}
		if len(columns) == cap(columns) {
			want := max(2*cap(columns), 64)
			if grow != nil {
				if err := grow(len(columns), want); err != nil {
					return nil, err
				}
			}
			columns = slices.Grow(columns, want-len(columns))
		}
		columns = append(columns, col)
		item = item[:0]
		if c == f.Close {
			break
		}
	}
	for r, col := range columns {
		if col < f.Base || col >= len(columns)+f.Base {
			return nil, &RowError{r, fmt.Sprintf("column %d out of range [%d, %d] (a %s counts columns from %d)", col, f.Base, len(columns)-1+f.Base, f.Name, f.Base)}
		}
		columns[r] = col - f.Base
	}
	return columns, nil
}

// trimSpace returns b without the spaces, tabs and carriage returns at its
// end: an item starts with none.
func trimSpace(b []byte) []byte {
	for len(b) > 0 && (b[len(b)-1] == ' ' || b[len(b)-1] == '\t' || b[len(b)-1] == '\r') {
		b = b[:len(b)-1]
	}
	return b
}

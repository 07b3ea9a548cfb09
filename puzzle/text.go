package puzzle

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/nqueens-go/nqueens/internal/boardtext"
	"github.com/nqueens-go/nqueens/internal/linereader"
)

// --- The text form ---
//
// A puzzle's text form is its board, one row per line: 'Q' for a queen
// placed, 'x' for a square marked empty, '.' for a free one.
//
//	.Q..
//	....
//	....
//	...x
//
// A file of puzzles holds them one after another, with blank lines
// between; lines that start with # are comments.

// maxLine bounds the bytes of a line of the text form, a comment's too:
// a row of 64 squares drawn in boxes takes some 800.
const maxLine = 4096

// A ParseError is an error in the text form of a puzzle: Line, counted
// from 1, is the line of the input where it lies, and Err says what is
// wrong with it.
type ParseError struct {
	Line int
	Err  error
}

// Error returns the error as "puzzle: line N: " and what is wrong.
func (e *ParseError) Error() string { return fmt.Sprintf("puzzle: line %d: %v", e.Line, e.Err) }

// Unwrap returns e.Err.
func (e *ParseError) Unwrap() error { return e.Err }

// String draws p as one line per row, each ending in a newline: 'Q' for a
// queen placed, 'x' for a square marked empty and '.' for a free one.
// [Parse] reads it back.
func (p *Puzzle) String() string {
	if p.g.N == 0 {
		return ""
	}
	return boardtext.Puzzle(p.g.PlacedColumns(), p.g.Blocked[:p.g.N]) + "\n"
}

// Parse reads a puzzle written as [Puzzle.String] draws it: one line per
// row, 'Q' for a queen placed, 'x' for a square marked empty and '.' for a
// free one. It reads too every other form that nqueens.ParseBoard reads,
// with 'x' for a marked square wherever the form has a character for each
// square: a grid, a matrix of 1 and 0, or of 'Q' and '*' or '-', and a
// tuple or JSON array of columns, whose queens are all placed. Rows without
// a queen are welcome. Blank lines before and after the puzzle, spaces at
// either end of a line and a byte-order mark at the start are ignored, and
// a text of nothing but spaces is refused. There must be as many rows as
// squares in a row, at most [MaxN].
//
// An error is a [*ParseError] naming the line, counted from 1, and what is
// wrong with it: a character it does not know, a row of the wrong length,
// two queens in one row, or a queen that attacks one on a line above. It
// quotes at most 40 characters of s.
func Parse(s string) (*Puzzle, error) {
	s, err := boardtext.Prepare(s, "puzzle")
	if err != nil {
		return nil, parseError(err)
	}
	if boardtext.IsList(s) {
		b, err := boardtext.ReadList(s)
		if err != nil {
			return nil, parseError(err)
		}
		if len(b) > MaxN {
			return nil, &ParseError{boardtext.FirstLine(s), fmt.Errorf("%d rows, more than %d", len(b), MaxN)}
		}
		p := New(len(b))
		for r, c := range b {
			if err := p.Place(r, c); err != nil {
				return nil, &ParseError{boardtext.FirstLine(s), trimmed{err}}
			}
		}
		return p, nil
	}
	rows, err := boardtext.Read(s)
	if err != nil {
		return nil, parseError(err)
	}
	if len(rows) > MaxN {
		return nil, &ParseError{rows[MaxN].Line, fmt.Errorf("%d rows, more than %d", len(rows), MaxN)}
	}
	p := New(len(rows))
	for r, row := range rows {
		for c, sq := range row.Squares {
			var err error
			switch sq {
			case boardtext.Queen:
				err = p.Place(r, c)
			case boardtext.Blocked:
				err = p.Mark(r, c)
			}
			if err != nil {
				return nil, &ParseError{row.Line, trimmed{err}}
			}
		}
	}
	return p, nil
}

// parseError returns err, an error of internal/drawing, as the
// [*ParseError] it stands for.
func parseError(err error) error {
	var de *boardtext.Error
	if errors.As(err, &de) {
		return &ParseError{de.Line, de.Err}
	}
	return err
}

// trimmed is an error of this package inside a ParseError, which says
// "puzzle:" once, and wraps it as it is.
type trimmed struct{ err error }

func (t trimmed) Error() string { return strings.TrimPrefix(t.err.Error(), "puzzle: ") }

func (t trimmed) Unwrap() error { return t.err }

// A Reader reads puzzles in the text form, one after another, with blank
// lines between them; a line that starts with # is a comment. It reads no
// line longer than 4 KiB.
type Reader struct {
	// Name is the input's name in the errors of reading it, "input"
	// unless set.
	Name   string
	blocks *linereader.Blocks
}

// NewReader returns a Reader of the puzzles of r.
func NewReader(r io.Reader) *Reader {
	return &Reader{Name: "input", blocks: linereader.NewBlocks(r, maxLine)}
}

// Start returns the line, counted from 1, where the puzzle that Read
// returned last starts, or where the one it refused does.
func (r *Reader) Start() int { return r.blocks.Start() }

// Comments returns the comments before and within the puzzle that Read
// returned last, or refused, each without its # and the spaces around it.
func (r *Reader) Comments() []string { return r.blocks.Comments() }

// Read returns the next puzzle, or io.EOF after the last. For a puzzle it
// cannot read it returns a *ParseError, and the next Read goes on with the
// puzzle after it. An error in reading the input, or a line longer than
// 4 KiB, or a byte 0, ends the input: it is returned, and again by each
// Read after it.
func (r *Reader) Read() (*Puzzle, error) {
	r.blocks.Name = r.Name
	b, err := r.blocks.Next(MaxN)
	switch {
	case err != nil:
		return nil, err
	case b.Over != 0:
		return nil, &ParseError{b.Over, fmt.Errorf("%d rows, more than %d", b.Total, MaxN)}
	}
	p, err := Parse(string(join(b.Lines)))
	var pe *ParseError
	if errors.As(err, &pe) {
		// The text's line i is the block's line At[i-1].
		pe.Line = b.At[min(max(pe.Line, 1), len(b.At))-1]
	}
	return p, err
}

// join returns lines joined by newlines.
func join(lines [][]byte) []byte {
	var b []byte
	for _, l := range lines {
		b = append(append(b, l...), '\n')
	}
	return b
}

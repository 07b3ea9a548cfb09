package regions

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/nqueens-go/nqueens/internal/linereader"
	"github.com/nqueens-go/nqueens/internal/prose"
)

// --- The text form ---
//
// A puzzle's text form is its grid, one row per line, one letter or digit
// per square naming its region, as puzzle packs trade them:
//
//	AABB
//	ACCB
//	ACDD
//	AADD
//
// Any n letters or digits name the n regions; spaces and tabs around a
// row are left out. The player's state, if any, follows at once in n
// more rows: Q for a queen, x for a square marked empty, . for a free
// one. Lines that start with # are comments. A file of puzzles holds them
// one after another, with blank lines between.

// maxLine bounds the bytes of a line of the text form, a comment's too.
const maxLine = 4096

// A ParseError is an error in the text form of a puzzle: Line, counted
// from 1, is the line of the input where it lies, and Err says what and,
// where it is one square, which row and column of the grid.
type ParseError struct {
	Line int
	Err  error
}

func (e *ParseError) Error() string { return fmt.Sprintf("regions: line %d: %v", e.Line, e.Err) }

func (e *ParseError) Unwrap() error { return e.Err }

// Parse returns the puzzle of the text form text, of the variant v. It
// returns a *ParseError if text holds no puzzle, more than one, or one
// that New would refuse, or whose state breaks a rule.
func Parse(text string, v Variant) (*Puzzle, error) {
	r := NewReader(strings.NewReader(text), v)
	p, err := r.Read()
	if errors.Is(err, io.EOF) {
		return nil, &ParseError{Line: 1, Err: errors.New("no puzzle")}
	}
	if err != nil {
		return nil, err
	}
	var pe *ParseError
	switch _, err := r.Read(); {
	case errors.Is(err, io.EOF):
	case err == nil || errors.As(err, &pe):
		return nil, &ParseError{Line: r.Start(), Err: errors.New("a second puzzle: Parse reads one, a Reader several")}
	default:
		return nil, err
	}
	return p, nil
}

// A Reader reads puzzles in the text form, one after another, with blank
// lines between them, each of the same variant; a line that starts with #
// is a comment. It reads no line longer than 4 KiB.
type Reader struct {
	// Name is the input's name in the errors of reading it, "input"
	// unless set.
	Name   string
	v      Variant
	blocks *linereader.Blocks
}

// NewReader returns a Reader of the puzzles of r, of the variant v.
func NewReader(r io.Reader, v Variant) *Reader {
	return &Reader{Name: "input", v: v, blocks: linereader.NewBlocks(r, maxLine)}
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
	b, err := r.blocks.Next(2 * MaxN)
	switch {
	case err != nil:
		return nil, err
	case b.Over != 0:
		return nil, &ParseError{Line: b.Over, Err: fmt.Errorf("more than %d rows", 2*MaxN)}
	}
	return parseRows(b.Lines, b.At, r.v)
}

// parseRows returns the puzzle of rows, the lines of its text form, each
// row i at line at[i] of the input.
func parseRows(rows [][]byte, at []int, v Variant) (*Puzzle, error) {
	fail := func(row int, format string, args ...any) error {
		return &ParseError{Line: at[row], Err: fmt.Errorf(format, args...)}
	}
	// The size is that of most rows, in characters, so that a row of
	// another size is named, whichever it is.
	widths := map[int]int{}
	n := utf8.RuneCount(rows[0])
	for _, row := range rows {
		w := utf8.RuneCount(row)
		if widths[w]++; widths[w] > widths[n] || widths[w] == widths[n] && (len(rows) == w || len(rows) == 2*w) {
			n = w
		}
	}
	for i, row := range rows {
		// A space or a comment within a row would count as squares, and
		// no letter beyond ASCII names a region.
		c := bytes.IndexFunc(row, func(r rune) bool { return r == ' ' || r == '\t' || r == '#' || r >= utf8.RuneSelf })
		if c < 0 {
			continue
		}
		if i < n {
			return nil, fail(i, "row %d, column %d: %s is not a letter or digit naming a region", i, utf8.RuneCount(row[:c]), quoteChar(row[c:]))
		}
		return nil, fail(i, "state of row %d, column %d: %s: want Q, x or .", i-n, utf8.RuneCount(row[:c]), quoteChar(row[c:]))
	}
	for i, row := range rows {
		switch {
		case len(row) == n:
		case i < n:
			return nil, fail(i, "row %d: %s, want %d", i, prose.Count(len(row), "square"), n)
		default:
			return nil, fail(i, "state of row %d: %s, want %d", i-n, prose.Count(len(row), "square"), n)
		}
	}
	if n < MinN || n > MaxN {
		return nil, fail(0, "%s in a row: want %d to %d", prose.Count(n, "square"), MinN, MaxN)
	}
	if len(rows) != n && len(rows) != 2*n {
		return nil, fail(len(rows)-1, "%s of %s: want %d, or %d with the state after the regions", prose.Count(len(rows), "row"), prose.Count(n, "square"), n, 2*n)
	}
	var labels []byte
	index := map[byte]int8{}
	region := make([]int8, n*n)
	for r, row := range rows[:n] {
		for c, ch := range row {
			if !isLabel(ch) {
				return nil, fail(r, "row %d, column %d: %s is not a letter or digit naming a region", r, c, quoteChar([]byte{ch}))
			}
			i, ok := index[ch]
			if !ok {
				if len(labels) == n {
					return nil, fail(r, "row %d, column %d: %c would be region %d of a grid of %d", r, c, ch, n+1, n)
				}
				i = int8(len(labels))
				index[ch] = i
				labels = append(labels, ch)
			}
			region[r*n+c] = i
		}
	}
	if len(labels) < n {
		return nil, fail(n-1, "%s in a grid of %d: want %d", prose.Count(len(labels), "region"), n, n)
	}
	p, err := newPuzzle(n, region, labels, v)
	if err != nil {
		var re rowError
		if errors.As(err, &re) {
			return nil, fail(re.row, "%v", err)
		}
		return nil, fail(0, "%v", err)
	}
	if len(rows) == n {
		return p, nil
	}
	for r, row := range rows[n:] {
		for c, ch := range row {
			var err error
			switch ch {
			case '.':
			case 'Q':
				err = p.Place(r, c)
			case 'x':
				err = p.Mark(r, c)
			default:
				return nil, fail(n+r, "state of row %d, column %d: %s: want Q, x or .", r, c, quoteChar([]byte{ch}))
			}
			if err != nil {
				return nil, &ParseError{Line: at[n+r], Err: trimmed{err}}
			}
		}
	}
	return p, nil
}

// isLabel reports whether ch may name a region.
func isLabel(ch byte) bool {
	return 'A' <= ch && ch <= 'Z' || 'a' <= ch && ch <= 'z' || '0' <= ch && ch <= '9'
}

// quoteChar quotes the character at the start of text for an error, or
// names its first byte where it is not UTF-8.
func quoteChar(text []byte) string {
	ch, size := utf8.DecodeRune(text)
	if ch == utf8.RuneError && size <= 1 {
		return fmt.Sprintf("byte %#x", text[0])
	}
	return fmt.Sprintf("%q", ch)
}

// String returns the text form of p: its regions, and its state after them
// if it has a queen or a mark.
func (p *Puzzle) String() string {
	n := p.n
	var b strings.Builder
	for r := range n {
		for c := range n {
			b.WriteByte(p.labels[p.region[r*n+c]])
		}
		b.WriteByte('\n')
	}
	if p.queens.Empty() && p.empty.Empty() {
		return b.String()
	}
	for r := range n {
		for c := range n {
			switch q := r*n + c; {
			case p.queens.Has(q):
				b.WriteByte('Q')
			case p.empty.Has(q):
				b.WriteByte('x')
			default:
				b.WriteByte('.')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// trimmed is an error of this package inside a ParseError, which says
// "regions:" once, and wraps it as it is.
type trimmed struct{ err error }

func (t trimmed) Error() string { return strings.TrimPrefix(t.err.Error(), "regions: ") }

func (t trimmed) Unwrap() error { return t.err }

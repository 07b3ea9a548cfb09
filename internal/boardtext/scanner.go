package boardtext

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/nqueens-go/nqueens/internal/boardtext/internal/columns"
	"github.com/nqueens-go/nqueens/internal/linereader"
	"github.com/nqueens-go/nqueens/internal/prose"
)

// --- Boards one after another ---
//
// The command reads inputs of any length, boards one after another, as
// nqueens list prints them: a Scanner reads them within bounds, a board at
// a time.

// A Text is a board that a Scanner read: a drawing's text, for the root
// package's ParseBoard, or a column list's columns, counted from 0, read
// as they streamed in.
type Text struct {
	Line    int    // the line the board starts on
	Drawing string // a drawing, if List is not set
	Columns []int  // a column list, if List is set
	List    bool
}

// A Scanner splits an input into its boards, one after another, as it
// reads them: each column list, a tuple or a JSON array, from its opening
// '(' or '[' to its close, over as many lines as it takes, and each
// drawing, a run of lines up to a blank one. A drawing's text takes at
// most Max bytes; a column list is read a number at a time, as long as
// Grow allows its columns, so that a list of millions of queens on one
// line takes memory in proportion to them.
type Scanner struct {
	lr  *linereader.Reader
	Max int
	// Grow, if not nil, is asked before a list's columns grow from have
	// to want, the list opening on line: an error ends the scan.
	Grow func(line, have, want int) error
	// started is set once the scanner has looked for the byte order mark
	// that some editors begin a file with, and bom if it found one: it
	// is given back to the first drawing's text, so that
	// ParseBoard reads that text as it reads the whole input, and
	// refuses what follows a mark as it does, a second mark included.
	started, bom bool
}

// byteOrderMark is the byte order mark in UTF-8.
const byteOrderMark = "\uFEFF"

// skip reads the spaces and blank lines before the next board, and
// reports false at the end of the input.
func (s *Scanner) skip() (bool, error) {
	if !s.started {
		s.started = true
		if start, _ := s.lr.Peek(len(byteOrderMark)); string(start) == byteOrderMark {
			s.lr.Discard(len(byteOrderMark))
			s.bom = true
		}
	}
	for {
		c, err := s.lr.ReadByte()
		switch {
		case err == io.EOF:
			return false, nil
		case err != nil:
			return false, fmt.Errorf("reading %s: %v", s.lr.Name, err)
		case c == 0:
			return false, s.lr.ZeroError()
		case c == '\n':
			s.lr.Line++
		case c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f':
		default:
			return true, s.lr.UnreadByte()
		}
	}
}

// NewScanner returns a Scanner of the lines lr reads, whose drawings take
// at most max bytes.
func NewScanner(lr *linereader.Reader, max int) *Scanner { return &Scanner{lr: lr, Max: max} }

// Next returns the next board, and ok false after the last.
func (s *Scanner) Next() (t Text, ok bool, err error) {
	if ok, err := s.skip(); !ok || err != nil {
		return t, false, err
	}
	t.Line = s.lr.Line + 1
	if first, _ := s.lr.Peek(1); first[0] == '(' || first[0] == '[' {
		s.bom = false
		t.Columns, err = s.list(t.Line)
		t.List = true
		return t, err == nil, err
	}
	var b strings.Builder
	if s.bom {
		b.WriteString(byteOrderMark)
	} else {
		// A space, which a drawing's line may begin with, so that
		// ParseBoard does not take a mark here, after the start of the
		// input, for the one a file may begin with.
		b.WriteByte(' ')
	}
	s.bom = false
	for {
		line, err := s.lr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return t, false, err
		}
		if strings.TrimSpace(string(line)) == "" {
			break
		}
		if b.Len()+len(line) > s.Max {
			return t, false, fmt.Errorf("%s: the board that starts on line %d is longer than %s, the most a drawn board may take", s.lr.Name, t.Line, prose.Bytes(uint64(s.Max)))
		}
		b.Write(line)
	}
	t.Drawing = b.String()
	return t, true, nil
}

// list reads the column list that opens on line and returns its columns,
// a number at a time, as ReadList reads a list (internal/columns), asking
// Grow before its columns grow.
func (s *Scanner) list(line int) ([]int, error) {
	open, _ := s.lr.ReadByte()
	form, _ := columns.FormOf(open)
	var grow func(have, want int) error
	if s.Grow != nil {
		grow = func(have, want int) error { return s.Grow(line, have, want) }
	}
	b, err := form.Read(listBytes{s.lr}, func() { s.lr.Line++ }, grow)
	var re *columns.RowError
	switch {
	case err == columns.ErrNoClose:
		return nil, fmt.Errorf("%s: line %d: the %s has no closing '%c'", s.lr.Name, line, form.Name, form.Close)
	case errors.As(err, &re):
		return nil, fmt.Errorf("%s: line %d: %v", s.lr.Name, line, re)
	}
	return b, err
}

// listBytes reads the bytes of a column list from a linereader.Reader's
// input, refusing a byte 0, which no text holds.
type listBytes struct{ lr *linereader.Reader }

func (l listBytes) ReadByte() (byte, error) {
	c, err := l.lr.ReadByte()
	switch {
	case err == io.EOF:
		return 0, err
	case err != nil:
		return 0, fmt.Errorf("reading %s: %v", l.lr.Name, err)
	case c == 0:
		return 0, l.lr.ZeroError()
	}
	return c, nil
}

package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/nqueens-go/nqueens/internal/lines"

	"github.com/nqueens-go/nqueens/internal/prose"

	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/internal/columns"
)

// input is the text of a board or a puzzle, read from a file or from
// standard input.
type input struct {
	name string // the file's name, or "standard input"
	text string
}

// readInput reads the file that args name, or standard input if they name
// none or name "-": at most maxInput bytes, in lines of at most maxLine,
// and no byte 0.
func readInput(args []string, stdin io.Reader) (*input, error) {
	lr, closeFile, err := openLines(args, stdin, maxLine)
	if err != nil {
		return nil, err
	}
	defer closeFile()
	in := &input{name: lr.Name}
	var text strings.Builder
	for {
		line, err := lr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		if text.Len()+len(line) > maxInput {
			return nil, fmt.Errorf("%s: longer than %s, more than any board or puzzle takes", in.name, prose.Bytes(maxInput))
		}
		text.Write(line)
	}
	in.text = text.String()
	if strings.TrimSpace(in.text) == "" {
		return nil, fmt.Errorf("%s holds no board", in.name)
	}
	return in, nil
}

// openLines opens the file that args name, or standard input if they name
// none or name "-", as a lineReader of lines of at most max bytes, with a
// function that closes it.
func openLines(args []string, stdin io.Reader, max int) (*lines.Reader, func(), error) {
	if len(args) > 1 {
		return nil, nil, usagef("unexpected argument %q after FILE", args[1])
	}
	name := "-"
	if len(args) == 1 {
		name = args[0]
	}
	r, label, closeFile, err := openInput(name, stdin)
	if err != nil {
		return nil, nil, err
	}
	return lines.NewReader(r, label, max), closeFile, nil
}

// openInput opens the file name, or returns stdin if name is "-", with the
// label that errors give it, the file's name or "standard input", and a
// function that closes it. A directory is an error.
func openInput(name string, stdin io.Reader) (r io.Reader, label string, closeFile func(), err error) {
	if name == "-" {
		return stdin, "standard input", func() {}, nil
	}
	if err := notDirectory(name, name); err != nil {
		return nil, "", nil, err
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, "", nil, err
	}
	return f, name, func() { f.Close() }, nil
}

// notDirectory returns an error that calls the file label if path is a
// directory, which no command reads or writes as a file.
func notDirectory(path, label string) error {
	if info, err := os.Stat(path); err == nil && info.IsDir() {
		return fmt.Errorf("%s is a directory", label)
	}
	return nil
}

// board reads the board of in.
func (in *input) board() (nqueens.Board, error) {
	b, err := nqueens.ParseBoard(in.text)
	return b, in.located(err)
}

// puzzle reads the puzzle of in.
func (in *input) puzzle() (*nqueens.Puzzle, error) {
	p, err := nqueens.ParsePuzzle(in.text)
	return p, in.located(err)
}

// located returns err, an error of the library's parsers, as an error that
// names the input and the line.
func (in *input) located(err error) error {
	return in.locatedAt(err, 1)
}

// locatedAt is located, for an error in a text that starts on line first
// of the input.
func (in *input) locatedAt(err error, first int) error {
	var pe *nqueens.ParseError
	if errors.As(err, &pe) {
		return fmt.Errorf("%s: line %d: %v", in.name, first-1+pe.Line, pe.Err)
	}
	return err
}

// A boardText is a board that a boardScanner read: a drawing's text, for
// nqueens.ParseBoard, or a column list's board, read as it streamed in.
type boardText struct {
	line  int           // the line the board starts on
	text  string        // a drawing
	board nqueens.Board // a column list, if list is set
	list  bool
}

// parse returns the board of t.
func (t boardText) parse() (nqueens.Board, error) {
	if t.list {
		return t.board, nil
	}
	return nqueens.ParseBoard(t.text)
}

// A boardScanner splits an input into its boards, one after another, as it
// reads them: each column list, a tuple or a JSON array, from its opening
// '(' or '[' to its close, over as many lines as it takes, and each
// drawing, a run of lines up to a blank one. A drawing's text takes at
// most max bytes; a column list is read a number at a time, as long as
// its board fits in the memory the process may take, so that a list of
// millions of queens on one line takes memory in proportion to them.
type boardScanner struct {
	lr     *lines.Reader
	max    int
	limits []memoryLimit // for the boards of column lists; nil for memoryLimits()
	// started is set once the scanner has looked for the byte order mark
	// that some editors begin a file with, and bom if it found one: it
	// is given back to the first drawing's text, so that
	// nqueens.ParseBoard reads that text as it reads the whole input, and
	// refuses what follows a mark as it does, a second mark included.
	started, bom bool
}

// byteOrderMark is the byte order mark in UTF-8.
const byteOrderMark = "\uFEFF"

// skip reads the spaces and blank lines before the next board, and
// reports false at the end of the input.
func (s *boardScanner) skip() (bool, error) {
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

// next returns the next board, and ok false after the last.
func (s *boardScanner) next() (t boardText, ok bool, err error) {
	if ok, err := s.skip(); !ok || err != nil {
		return t, false, err
	}
	t.line = s.lr.Line + 1
	if first, _ := s.lr.Peek(1); first[0] == '(' || first[0] == '[' {
		s.bom = false
		t.board, err = s.list(t.line)
		t.list = true
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
		if b.Len()+len(line) > s.max {
			return t, false, fmt.Errorf("%s: the board that starts on line %d is longer than %s, the most a drawn board may take", s.lr.Name, t.line, prose.Bytes(uint64(s.max)))
		}
		b.Write(line)
	}
	t.text = b.String()
	return t, true, nil
}

// checkBytesPerQueen is the memory a board of check takes for each queen
// while its list is read, at most: its column, 8 bytes, in an array that
// doubles as it fills, the array before it doubled while it is copied,
// and Validate's sets of columns and diagonals. A board of 10 million
// queens peaks at 23 bytes a queen resident (linux/amd64, Go 1.26).
const checkBytesPerQueen = 24

// list reads the column list that opens on line and returns its board, a
// number at a time, as nqueens.ParseBoard reads a list (internal/columns),
// checking before its columns grow that the memory the process may take
// holds them.
func (s *boardScanner) list(line int) (nqueens.Board, error) {
	open, _ := s.lr.ReadByte()
	form, _ := columns.FormOf(open)
	grow := func(have, want int) error {
		if s.limits == nil {
			s.limits = memoryLimits()
		}
		if err := checkMemory(fmt.Sprintf("the board that starts on line %d, of %d queens so far,", line, have), uint64(want)*checkBytesPerQueen, s.limits); err != nil {
			return fmt.Errorf("%s: %v", s.lr.Name, err)
		}
		return nil
	}
	b, err := form.Read(listBytes{s.lr}, func() { s.lr.Line++ }, grow)
	var re *columns.RowError
	switch {
	case err == columns.ErrNoClose:
		return nil, fmt.Errorf("%s: line %d: the %s has no closing '%c'", s.lr.Name, line, form.Name, form.Close)
	case errors.As(err, &re):
		return nil, fmt.Errorf("%s: line %d: %v", s.lr.Name, line, re)
	}
	return nqueens.Board(b), err
}

// listBytes reads the bytes of a column list from a lineReader's input,
// refusing a byte 0, which no text holds.
type listBytes struct{ lr *lines.Reader }

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
